import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { mayCarrySession } from "@/lib/auth/session-cookie";
import { liveSessionUser } from "@/lib/auth/session-rows";
import { forbidden, unauthorized } from "@/lib/api/errors";
import type { Role, SessionUser } from "@/lib/auth/types";

/**
 * The logged-in user, re-read from the database on every request (once per render) together
 * with the session row the JWT names, so a deleted account or a logged-out session loses access
 * at once even though its JWT is still valid. A JWT without a session id (issued before server
 * sessions existed) is a logged-out visitor.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  if (!(await requestMayCarrySession())) return null;
  let id: string | undefined;
  let sid: string | undefined;
  try {
    const session = await auth();
    id = session?.user?.id;
    sid = session?.sid;
  } catch {
    return null; // a tampered or stale cookie is a logged-out visitor
  }
  if (!id || !sid) return null;
  return liveSessionUser(sid, id);
});

/**
 * A visitor without a session cookie has no session: answering that without Auth.js's auth() (which
 * builds a request and runs its session handler, about a fifth of an anonymous get-jobs' CPU) is what
 * keeps public API calls cheap. Outside a request scope, auth() decides as before.
 */
async function requestMayCarrySession(): Promise<boolean> {
  try {
    return mayCarrySession((await headers()).get("cookie"));
  } catch {
    return true;
  }
}

/** For layouts and pages: send visitors to /login and other roles home. */
export async function requireRole(...roles: Role[]): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) redirect(roles.includes("Admin") && roles.length === 1 ? "/admin/login" : "/login");
  if (!roles.includes(user.role)) redirect("/");
  return user;
}

/** For server actions and services: throw 401/403 instead of redirecting. */
export async function requireActionRole(...roles: Role[]): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (!user) throw unauthorized();
  if (roles.length && !roles.includes(user.role)) throw forbidden();
  return user;
}
