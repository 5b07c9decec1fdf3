// GET /api/v1/jobs/get-job/{id}: one job, if the caller may see it.
import { withApi } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { getJob } from "@/lib/job-search/operations";
import { getVisibleJob } from "@/lib/job-search/service/search";

export const GET = withApi(getJob, async ({ params, user }) => {
  const job = await getVisibleJob(params.id, user);
  if (!job) throw notFound("Job not found");
  return job;
});
