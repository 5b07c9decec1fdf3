// POST /api/v1/employer/confirm-email: apply the pending login e-mail with the code mailed to it.
import { reply, withApi } from "@/lib/api/handler";
import { confirmEmployerEmailOp } from "@/lib/employers/operations";
import { confirmEmployerEmail } from "@/lib/employers/service/profile";

export const POST = withApi(confirmEmployerEmailOp, async ({ user, body }) =>
  reply(await confirmEmployerEmail(user, body), { message: "Email updated successfully" }),
);
