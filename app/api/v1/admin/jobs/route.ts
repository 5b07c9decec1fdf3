// GET /api/v1/admin/jobs?status=&search=&page=&limit= — jobs for moderation with their employers (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listAdminJobs } from "@/lib/moderation/operations";
import { listJobs } from "@/lib/moderation/service/lists";

export const GET = withApi(listAdminJobs, async ({ user, query }) => {
  const result = await listJobs(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
