import "server-only";
import { signIn, LoginFailed } from "@/lib/auth";
import { LOGIN_FAILED } from "@/lib/auth/credentials";
import { setSessionHint } from "@/lib/auth/session-hint";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import type { Role, SessionUser } from "@/lib/auth/types";

/**
 * Logs in through Auth.js (whose Credentials provider runs `authenticate` with its throttling and
 * records the session row) and sets the session cookie on the current response. Used by the login
 * server action and the login API calls. Failures come back as ApiError: 401 'Invalid email or
 * password', or 429 with Retry-After when throttled.
 */
export async function signInWithPassword(input: { role: Role; email: string; password: string }): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase();
  try {
    await signIn("credentials", { accountType: input.role, email, password: input.password, redirect: false });
  } catch (error) {
    if (error instanceof LoginFailed) throw new ApiError(error.status, error.message, { headers: error.headers });
    throw error;
  }
  const user = await db.user.findUnique({
    where: { email_role: { email, role: input.role } },
    select: { id: true, name: true, email: true, role: true },
  });
  if (!user) throw new ApiError(401, LOGIN_FAILED);
  await setSessionHint();
  return user;
}
