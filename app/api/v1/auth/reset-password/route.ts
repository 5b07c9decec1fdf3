// POST /api/v1/auth/reset-password: set a new password with the mailed token; ends every session of the account.
import { withApi, reply } from "@/lib/api/handler";
import { resetPassword } from "@/lib/accounts/operations/auth";
import { RESET_DONE_MESSAGE, resetPassword as reset } from "@/lib/accounts/service/password-reset";

export const POST = withApi(resetPassword, async ({ body }) => reply(await reset(body), { message: RESET_DONE_MESSAGE }));
