// GET /api/v1/admin/reports?status=&page=&limit= — reported jobs, latest report first (Admin only).
import { reply, withApi } from "@/lib/api/handler";
import { listReports as listReportsOp } from "@/lib/job-reports/operations";
import { listReports } from "@/lib/job-reports/service";

export const GET = withApi(listReportsOp, async ({ user, query }) => {
  const result = await listReports(user, query);
  return reply(result.items, { headers: { "X-Total-Count": String(result.total) } });
});
