// POST /api/v1/auth/forgot-password: mail a reset link to { email, accountType }; the same answer whether or not it exists.
import { withApi, reply } from "@/lib/api/handler";
import { forgotPassword } from "@/lib/accounts/operations/auth";
import { clientIp } from "@/lib/security/client-ip";
import { FORGOT_PASSWORD_MESSAGE, requestPasswordReset } from "@/lib/accounts/service/password-reset";

export const POST = withApi(forgotPassword, async ({ body, req }) => {
  await requestPasswordReset(body, { ip: clientIp(req.headers) });
  return reply(null, { message: FORGOT_PASSWORD_MESSAGE });
});
