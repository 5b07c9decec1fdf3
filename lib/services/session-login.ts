import "server-only";
import { signIn, LoginFailed } from "@/lib/auth";
import { setSessionHint } from "@/lib/auth/session-hint";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Role, SessionUser } from "@/lib/auth/types";

/**
 * Logs in through Auth.js (which runs `authenticate` with its throttling) and sets the session
 * cookie on the current response. Used by the login server action and the login API calls.
 * Failures come back as ApiError (401 'Invalid email or password', 429 when throttled).
 */
export async function signInWithPassword(input: { role: Role; email: string; password: string }): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase();
  try {
    await signIn("credentials", { accountType: input.role, email, password: input.password, redirect: false });
  } catch (error) {
    if (error instanceof LoginFailed) throw new ApiError(error.status, error.message);
    throw error;
  }
  const user = await db.user.findUnique({
    where: { email_role: { email, role: input.role } },
    select: { id: true, name: true, email: true, role: true },
  });
  if (!user) throw new ApiError(401, "Invalid email or password");
  await setSessionHint();
  return user;
}
