import "server-only";
import { cache } from "react";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { mayCarrySession } from "@/lib/auth/session-cookie";
import { rememberedSessionUser } from "@/lib/auth/session-memo";
import { sessionClaims } from "@/lib/auth/session-token";
import { forbidden, unauthorized } from "@/lib/api/errors";
import type { Role, SessionUser } from "@/lib/auth/types";

/**
 * The logged-in user, from the session row the JWT names (once per render): read from the database,
 * or remembered until the database says the session or its user changed (decision 0043), so a deleted
 * account or a logged-out session loses access at once even though its JWT is still valid. A JWT
 * without a session id (issued before server sessions existed) is a logged-out visitor. Outside a
 * request scope nobody is logged in.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const requestHeaders = await currentHeaders();
  // No session cookie, no session: a visitor's call decodes nothing (public API calls stay cheap).
  if (!requestHeaders || !mayCarrySession(requestHeaders.get("cookie"))) return null;
  let claims;
  try {
    // The JWT read without Auth.js's auth(), whose session handler re-encrypts a cookie nobody keeps.
    claims = await sessionClaims(requestHeaders);
  } catch {
    return null; // a tampered or stale cookie is a logged-out visitor
  }
  if (!claims) return null;
  return rememberedSessionUser(claims.sid, claims.id);
});

async function currentHeaders(): Promise<Headers | null> {
  try {
    return await headers();
  } catch {
    return null;
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
