// POST /api/v1/jobs/{id}/close: the owner closes an approved job as filled or cancelled (others get 404).
import { reply, withApi } from "@/lib/api/handler";
import { closeJobOp } from "@/lib/job-posting/operations";
import { closeJob } from "@/lib/job-posting/service/lifecycle";

export const POST = withApi(closeJobOp, async ({ user, params, body }) => reply(await closeJob(user, params.id, body), { message: "Job closed" }));
