// GET /api/v1/applications/job-applicants: the employer's jobs with application counts, 10 a page.
import { withApi } from "@/lib/api/handler";
import { employerJobsOp } from "@/lib/job-posting/operations";
import { listEmployerJobs } from "@/lib/job-posting/service/dashboard";

export const GET = withApi(employerJobsOp, async ({ user, query }) => listEmployerJobs(user, query));
