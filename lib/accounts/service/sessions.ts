import { db } from "@/lib/db";
import { forgetSession, forgetSessionsOf } from "@/lib/auth/session-memo";

// Ending server-side sessions (docs/decisions/0011). Rows are created at login by lib/auth;
// ending one revokes its row, so a copy of the cookie saved before stops working at once: every
// server hears it from the database (lib/auth/session-memo.ts), and this one forgets it here already.
// Database only (no Auth.js, no request), so scripts can use it too (npm run admin:create).

/** Revokes one session (a no-op when it already ended). */
export async function revokeSession(sid: string, now: Date = new Date()): Promise<void> {
  await db.session.updateMany({ where: { id: sid, revokedAt: null }, data: { revokedAt: now } });
  forgetSession(sid);
}

/**
 * Ends every live session of a user ("log out of all devices", a password change), except
 * `keep` when the caller stays logged in on this device. Answers how many ended.
 */
export async function revokeAllSessions(userId: string, opts: { keep?: string; now?: Date } = {}): Promise<number> {
  const ended = await db.session.updateMany({
    where: { userId, revokedAt: null, ...(opts.keep ? { id: { not: opts.keep } } : {}) },
    data: { revokedAt: opts.now ?? new Date() },
  });
  forgetSessionsOf(userId);
  return ended.count;
}
