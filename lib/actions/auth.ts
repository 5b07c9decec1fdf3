"use server";

import { headers } from "next/headers";
import { z } from "zod";
import { runAction, type ActionResult } from "@/lib/actions/result";
import { clientIp } from "@/lib/security/client-ip";
import { sendSignupCode } from "@/lib/services/otp";
import { registerAccount } from "@/lib/services/signup";
import { signInWithPassword } from "@/lib/services/session-login";
import { accountTypeSchema, loginSchema, sendOtpSchema } from "@/lib/validations/auth";
import type { SessionUser } from "@/lib/auth/types";

// Server actions are public endpoints: each one validates its input with the shared schema.

/** Step 1 of signup: mail a code to the e-mail (409 first if that account exists already). */
export async function sendSignupCodeAction(input: unknown): Promise<ActionResult<null>> {
  return runAction(async () => {
    const data = sendOtpSchema.parse(input);
    await sendSignupCode({ email: data.email, role: data.accountType, ip: clientIp(await headers()) });
    return null;
  }, "OTP sent to your email successfully");
}

const registerInput = z.looseObject({ accountType: accountTypeSchema });

/** Step 2 of signup: the form fields plus the code; creates the account. */
export async function registerAction(input: unknown): Promise<ActionResult<SessionUser>> {
  return runAction(async () => {
    const { accountType } = registerInput.parse(input);
    return registerAccount(accountType, input);
  }, "Account created successfully");
}

/** Login for every role (the admin page passes accountType "Admin"); sets the session cookie. */
export async function loginAction(input: unknown): Promise<ActionResult<SessionUser>> {
  return runAction(async () => {
    const data = loginSchema.parse(input);
    return signInWithPassword({ role: data.accountType, email: data.email, password: data.password });
  }, "Logged in successfully.");
}
