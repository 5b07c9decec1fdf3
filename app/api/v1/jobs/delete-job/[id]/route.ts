// DELETE /api/v1/jobs/delete-job/{id}: the owner removes a job (soft delete; others get 404).
import { reply, withApi } from "@/lib/api/handler";
import { deleteJobOp } from "@/lib/job-posting/operations";
import { deleteJob } from "@/lib/job-posting/service/post-job";

export const DELETE = withApi(deleteJobOp, async ({ user, params }) => {
  await deleteJob(user, params.id);
  return reply(null, { message: "Job deleted successfully" });
});
