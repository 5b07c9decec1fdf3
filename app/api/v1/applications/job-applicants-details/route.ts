// GET /api/v1/applications/job-applicants-details: one of the employer's jobs and its applicants.
import { withApi } from "@/lib/api/handler";
import { jobApplicantsOp } from "@/lib/pipeline/operations";
import { getJobApplicants } from "@/lib/pipeline/service/applicants";

export const GET = withApi(jobApplicantsOp, async ({ user, query }) => getJobApplicants(user, query));
