// POST /api/v1/admin/employers/bulk-approve — approve several pending employers, a result per id (Admin only).
import { withApi } from "@/lib/api/handler";
import { bulkApproveAdminEmployers } from "@/lib/moderation/operations";
import { bulkApproveEmployers } from "@/lib/moderation/service/bulk";

export const POST = withApi(bulkApproveAdminEmployers, ({ user, body }) => bulkApproveEmployers(user, body));
