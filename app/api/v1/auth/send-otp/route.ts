// POST /api/v1/auth/send-otp: mail a signup code to { email }.
import { withApi, reply } from "@/lib/api/handler";
import { sendOtp } from "@/lib/accounts/operations/auth";
import { clientIp } from "@/lib/security/client-ip";
import { sendSignupCode } from "@/lib/accounts/service/otp";

export const POST = withApi(sendOtp, async ({ body, req }) => {
  await sendSignupCode({ email: body.email, role: body.accountType, ip: clientIp(req.headers) });
  return reply(null, { message: "OTP sent to your email successfully" });
});
