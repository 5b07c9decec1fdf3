// PATCH /api/v1/admin/reports/{jobId} — dismiss a job's open reports or reject the job (Admin only).
import { withApi } from "@/lib/api/handler";
import { resolveReports as resolveReportsOp } from "@/lib/job-reports/operations";
import { resolveReports } from "@/lib/job-reports/service";

export const PATCH = withApi(resolveReportsOp, ({ user, params, body }) => resolveReports(user, params.jobId, body));
