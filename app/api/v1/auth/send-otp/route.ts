// POST /api/v1/auth/send-otp: mail a signup code to { email }.
import { withApi, reply } from "@/lib/api/handler";
import { sendOtp } from "@/lib/api/operations/auth";
import { clientIp } from "@/lib/security/client-ip";
import { sendSignupCode } from "@/lib/services/otp";

export const POST = withApi(sendOtp, async ({ body, req }) => {
  await sendSignupCode({ email: body.email, role: body.accountType, ip: clientIp(req.headers) });
  return reply(null, { message: "OTP sent to your email successfully" });
});
