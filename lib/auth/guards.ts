import "server-only";
import { cache } from "react";
import { redirect } from "next/navigation";
import { auth } from "@/lib/auth";
import { db } from "@/lib/db";
import { forbidden, unauthorized } from "@/lib/api/errors";
import type { Role, SessionUser } from "@/lib/auth/types";

/**
 * The logged-in user, re-read from the database on every request (once per render), so a
 * deleted account loses access at once even though its JWT is still valid.
 */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  let id: string | undefined;
  try {
    id = (await auth())?.user?.id;
  } catch {
    return null; // a tampered or stale cookie is a logged-out visitor
  }
  if (!id) return null;
  return db.user.findUnique({ where: { id }, select: { id: true, name: true, email: true, role: true } });
});

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
