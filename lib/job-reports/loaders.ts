import "server-only";
// Reads for the console's reported jobs (decisions.md section 12): guard, the API's own query schema, the service.
import { requireRole } from "@/lib/auth/guards";
import { listReports } from "@/lib/job-reports/service";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { reportListQuerySchema } from "@/lib/job-reports/schemas";

/** /admin/reports: reported jobs, open ones by default (?status=all for every reported job). */
export async function loadReportedJobs(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(reportListQuerySchema, params);
  return { query, result: await listReports(admin, query) };
}
