import "server-only";
import { auth, signIn, signOut, LoginFailed } from "@/lib/auth";
import { LOGIN_FAILED } from "@/lib/auth/credentials";
import { clearSessionHint, setSessionHint } from "@/lib/auth/session-hint";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { revokeSession } from "@/lib/accounts/service/sessions";
import type { Role, SessionUser } from "@/lib/auth/types";

// The session's lifecycle through Auth.js: login (the row is created by lib/auth) and logout.

/**
 * Logs in through Auth.js (whose Credentials provider runs `authenticate` with its throttling and
 * records the session row) and sets the session cookie on the current response. Used by the login
 * server action and the login API calls. Failures come back as ApiError: 401 'Invalid email or
 * password', 403 DELETION_PENDING (right password, deletion requested), or 429 with Retry-After
 * when throttled.
 */
export async function signInWithPassword(input: { role: Role; email: string; password: string }): Promise<SessionUser> {
  const email = input.email.trim().toLowerCase();
  try {
    await signIn("credentials", { accountType: input.role, email, password: input.password, redirect: false });
  } catch (error) {
    if (error instanceof LoginFailed) throw new ApiError(error.status, error.message, { headers: error.headers, code: error.apiCode });
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

/** The id of the session this request runs in, if any (for callers that keep it, e.g. "log out elsewhere"). */
export async function currentSessionId(): Promise<string | undefined> {
  return (await auth().catch(() => null))?.sid;
}

/** Logout: revokes this request's session row (decisions/0011), then clears the session cookie and the hint. */
export async function endCurrentSession(): Promise<void> {
  const sid = await currentSessionId();
  if (sid) await revokeSession(sid);
  await signOut({ redirect: false });
  await clearSessionHint();
}
