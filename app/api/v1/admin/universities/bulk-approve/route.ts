// POST /api/v1/admin/universities/bulk-approve — approve several pending universities, a result per id (Admin only).
import { withApi } from "@/lib/api/handler";
import { bulkApproveAdminUniversities } from "@/lib/moderation/operations";
import { bulkApproveUniversities } from "@/lib/moderation/service/bulk";

export const POST = withApi(bulkApproveAdminUniversities, ({ user, body }) => bulkApproveUniversities(user, body));
