import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";

// Server-side sessions (docs/decisions/0011): the JWT in the cookie carries the id of a Session
// row (`sid`), and a request is logged in only while that row is live. Ending a session is
// revoking its row; the cookie may outlive it, but it no longer works.

/** Matches the JWT's lifetime (lib/auth/config.ts); the row ends a session that was extended. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60_000;

/** Records a new session for a successful login and answers its id (256 random bits). */
export async function createSessionRow(userId: string, now: Date = new Date()): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db.session.create({ data: { id, userId, createdAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) } });
  // Expired rows can never log anyone in again; sweep them now and then, as the rate limits do.
  if (Math.random() < 0.01) void db.session.deleteMany({ where: { expiresAt: { lt: now } } }).catch(() => undefined);
  return id;
}

/**
 * The user of a live session: one query (the user, filtered by an EXISTS on its session row), so
 * a revoked or expired session, or a token whose sid belongs to someone else, is logged out. An
 * account whose deletion was requested is logged out too, even by a session row created by a
 * login that passed its check just before the request (decisions.md section 12).
 */
export function liveSessionUser(sid: string, userId: string, now: Date = new Date()): Promise<SessionUser | null> {
  return db.user.findFirst({
    where: { id: userId, deletionRequestedAt: null, deletedAt: null, sessions: { some: { id: sid, revokedAt: null, expiresAt: { gt: now } } } },
    select: { id: true, name: true, email: true, role: true },
  });
}
