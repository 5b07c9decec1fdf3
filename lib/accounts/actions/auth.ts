"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { defineAction } from "@/lib/actions/define-action";
import { clientIp } from "@/lib/security/client-ip";
import { sendSignupCode } from "@/lib/accounts/service/otp";
import { FORGOT_PASSWORD_MESSAGE, RESET_DONE_MESSAGE, requestPasswordReset, resetPassword } from "@/lib/accounts/service/password-reset";
import { endCurrentSession, signInWithPassword } from "@/lib/accounts/service/session-login";
import { registerAccount } from "@/lib/accounts/service/signup";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/accounts/schemas/password";
import { loginSchema, registerActionSchema, sendOtpSchema } from "@/lib/accounts/schemas/auth";

/** Step 1 of signup: mail a code to the e-mail (the same answer whether or not the account exists). */
export const sendSignupCodeAction = defineAction(
  { access: "public", input: sendOtpSchema, message: "OTP sent to your email successfully" },
  async (input) => {
    await sendSignupCode({ email: input.email, role: input.accountType, ip: clientIp(await headers()) });
    return null;
  },
);

/** Step 2 of signup: the form fields, the account type and the code; creates the account. */
export const registerAction = defineAction(
  { access: "public", input: registerActionSchema, message: "Account created successfully" },
  (input) => registerAccount(input),
);

/** Login for every role (the admin page passes accountType "Admin"); sets the session cookie. */
export const loginAction = defineAction({ access: "public", input: loginSchema, message: "Logged in successfully." }, (input) =>
  signInWithPassword({ role: input.accountType, email: input.email, password: input.password }),
);

/** Logout from the header: ends this session on the server too, then clears the cookie. */
export const logoutAction = defineAction({ access: "public", input: z.undefined(), message: "Logged out successfully" }, async () => {
  await endCurrentSession();
  return null;
});

/** /forgot-password: mails a reset link if the account exists; the same answer either way. */
export const forgotPasswordAction = defineAction(
  { access: "public", input: forgotPasswordSchema, message: FORGOT_PASSWORD_MESSAGE },
  async (input) => {
    await requestPasswordReset(input, { ip: clientIp(await headers()) });
    return null;
  },
);

/** /reset-password: the link's token and the new password; answers the account type (which login page). */
export const resetPasswordAction = defineAction({ access: "public", input: resetPasswordSchema, message: RESET_DONE_MESSAGE }, (input) =>
  resetPassword(input),
);
