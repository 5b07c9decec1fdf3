// GET /api/v1/jobs/get-job/{id}: one job, if the caller may see it.
import { withApi } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { getJob } from "@/lib/api/operations/jobs";
import { getVisibleJob } from "@/lib/services/jobs-search";

export const GET = withApi(getJob, async ({ params, user }) => {
  const job = await getVisibleJob(params.id, user);
  if (!job) throw notFound("Job not found");
  return job;
});
