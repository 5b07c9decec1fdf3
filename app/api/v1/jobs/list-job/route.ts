// POST /api/v1/jobs/list-job: an approved employer posts a job (pending until an admin approves it).
import { reply, withApi } from "@/lib/api/handler";
import { postJobOp } from "@/lib/api/operations/employer-jobs";
import { postJob } from "@/lib/services/employer-jobs/post-job";

export const POST = withApi(postJobOp, async ({ user, body }) =>
  reply(await postJob(user, body), { status: 201, message: "Job posted successfully" }),
);
