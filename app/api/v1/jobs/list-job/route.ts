// POST /api/v1/jobs/list-job: an approved employer posts a job (pending until an admin approves it).
import { reply, withApi } from "@/lib/api/handler";
import { postJobOp } from "@/lib/job-posting/operations";
import { postJob } from "@/lib/job-posting/service/post-job";

export const POST = withApi(postJobOp, async ({ user, body }) =>
  reply(await postJob(user, body), { status: 201, message: "Job posted successfully" }),
);
