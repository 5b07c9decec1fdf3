// POST /api/v1/jobs/{id}/close: the owner closes an approved job as filled or cancelled (others get 404).
import { reply, withApi } from "@/lib/api/handler";
import { closeJobOp } from "@/lib/api/operations/employer-jobs";
import { closeJob } from "@/lib/services/employer-jobs/lifecycle";

export const POST = withApi(closeJobOp, async ({ user, params, body }) => reply(await closeJob(user, params.id, body), { message: "Job closed" }));
