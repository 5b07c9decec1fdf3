// PATCH /api/v1/admin/reports/{jobId} — dismiss a job's open reports or reject the job (Admin only).
import { withApi } from "@/lib/api/handler";
import { resolveReports as resolveReportsOp } from "@/lib/api/operations/reports";
import { resolveReports } from "@/lib/services/job-reports";

export const PATCH = withApi(resolveReportsOp, ({ user, params, body }) => resolveReports(user, params.jobId, body));
