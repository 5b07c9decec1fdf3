// POST /api/v1/jobs/{id}/renew: the owner keeps an approved job open for more days, reopening a closed one.
import { reply, withApi } from "@/lib/api/handler";
import { renewJobOp } from "@/lib/job-posting/operations";
import { renewJob } from "@/lib/job-posting/service/lifecycle";

export const POST = withApi(renewJobOp, async ({ user, params, body }) => reply(await renewJob(user, params.id, body), { message: "Job renewed" }));
