// POST /api/v1/applications/create-application: a candidate applies to a job, once.
import { reply, withApi } from "@/lib/api/handler";
import { createApplication } from "@/lib/applications/operations";
import { APPLIED_MESSAGE, createApplication as apply } from "@/lib/applications/service/apply";

export const POST = withApi(createApplication, async ({ body, user }) => reply(await apply(user, body), { status: 201, message: APPLIED_MESSAGE }));
