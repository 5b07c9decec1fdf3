// POST /api/v1/auth/reset-password: set a new password with the mailed token; ends every session of the account.
import { withApi, reply } from "@/lib/api/handler";
import { resetPassword } from "@/lib/api/operations/auth";
import { RESET_DONE_MESSAGE, resetPassword as reset } from "@/lib/services/password-reset";

export const POST = withApi(resetPassword, async ({ body }) => reply(await reset(body), { message: RESET_DONE_MESSAGE }));
