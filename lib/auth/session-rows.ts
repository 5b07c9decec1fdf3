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

/** A live session: its user and when it ends. */
export type LiveSession = { user: SessionUser; expiresAt: Date };

/**
 * A live session and its user: one query (the session row by its key, filtered by its user), so a
 * revoked or expired session, or a token whose sid belongs to someone else, is logged out. An
 * account whose deletion was requested is logged out too, even by a session row created by a
 * login that passed its check just before the request (decisions.md section 12).
 */
export async function liveSession(sid: string, userId: string, now: Date = new Date()): Promise<LiveSession | null> {
  const row = await db.session.findFirst({
    where: { id: sid, userId, revokedAt: null, expiresAt: { gt: now }, user: { deletionRequestedAt: null, deletedAt: null, deactivatedAt: null } },
    select: { expiresAt: true, user: { select: { id: true, name: true, email: true, role: true } } },
  });
  return row && { user: row.user, expiresAt: row.expiresAt };
}

/** The user of a live session (liveSession's), read from the database. */
export async function liveSessionUser(sid: string, userId: string, now: Date = new Date()): Promise<SessionUser | null> {
  return (await liveSession(sid, userId, now))?.user ?? null;
}
