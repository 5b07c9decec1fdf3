// POST /api/v1/admin/jobs/bulk-approve — approve several pending jobs, a result per id (Admin only).
import { withApi } from "@/lib/api/handler";
import { bulkApproveAdminJobs } from "@/lib/moderation/operations";
import { bulkApproveJobs } from "@/lib/moderation/service/bulk";

export const POST = withApi(bulkApproveAdminJobs, ({ user, body }) => bulkApproveJobs(user, body));
