// POST /api/v1/admin/requests/bulk-accept — accept several pending university requests, a result per id (Admin only).
import { withApi } from "@/lib/api/handler";
import { bulkAcceptAdminRequests } from "@/lib/moderation/operations";
import { bulkAcceptRequests } from "@/lib/moderation/service/bulk";

export const POST = withApi(bulkAcceptAdminRequests, ({ user, body }) => bulkAcceptRequests(user, body));
