// Live sessions remembered until the database says they changed (decision 0043). Every signed-in
// request asked the database whether its session still lived, one round trip that waited its turn
// under load as long as the request's own work did. A server now keeps each live session's user until
// a notice from the migration `…_session_change_notices` names that user: any UPDATE or DELETE of one
// of their Session rows (logout, "log out of all devices", a password change, leaving a team, account
// deletion, the purge) or of what a session carries on the User row (name, e-mail, role, deletion).
// The triggers send the notices, so no write path, script or other server can forget them.
//
// Nothing is kept while no listener hears (a script, a test, a server still starting, a connection
// lost and not yet back: every entry is dropped then), nor for a session that was not live. The session's own expiry
// is checked at each use, and an entry is read again after MAX_AGE_MS whatever was heard. The server
// that ends a session also forgets it at once (forgetSession, forgetSessionsOf): its next request
// must not depend on how soon its own notice comes back.
import "server-only";
import { listenChannel, type ChannelListener } from "@/lib/db/listen";
import { liveSession, type LiveSession } from "@/lib/auth/session-rows";
import type { SessionUser } from "@/lib/auth/types";

export const SESSION_CHANGE_CHANNEL = "session_changed";
export const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;

type Entry = { userId: string; session: Promise<LiveSession | null>; readAt: number };
/** Told a user's sessions changed (null: notices may have been missed, anyone's may have). */
export type SessionChangeWatcher = (userId: string | null) => void;
type State = { listener: ChannelListener | null; live: boolean; entries: Map<string, Entry>; watchers: Set<SessionChangeWatcher> };

// On globalThis: Next bundles route handlers and pages separately, and each copy of this module must
// see what the one listener heard.
const KEY = Symbol.for("staffing-portal.auth.session-memo");
const store = globalThis as typeof globalThis & { [KEY]?: State };
const state = (): State => (store[KEY] ??= { listener: null, live: false, entries: new Map(), watchers: new Set() });

/**
 * Calls `watcher` with the user a session-change notice names (decisions.md section 20: what holds a
 * session open, such as a live message stream, re-checks it at once). Answers the unsubscribe.
 */
export function watchSessionChanges(watcher: SessionChangeWatcher): () => void {
  const { watchers } = state();
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}

/** Whether notices are being heard now (else a watcher must not count on them). */
export const hearingSessionChanges = (): boolean => state().live;

function tellWatchers(userId: string | null): void {
  for (const watcher of state().watchers) {
    try {
      watcher(userId);
    } catch {
      // A watcher's failure is its own; the others are still told.
    }
  }
}

const userOf = (session: LiveSession | null, now: number): SessionUser | null =>
  session && session.expiresAt.getTime() > now ? session.user : null;

/** The user of session `sid` (of `userId`) while it is live, from memory when this server may keep it. */
export function rememberedSessionUser(sid: string, userId: string, now: number = Date.now()): Promise<SessionUser | null> {
  const { live, entries } = state();
  if (!live) return liveSession(sid, userId, new Date(now)).then((session) => userOf(session, now));
  const hit = entries.get(sid);
  if (hit && hit.userId === userId && now - hit.readAt < MAX_AGE_MS) return hit.session.then((session) => userOf(session, now));
  const session = liveSession(sid, userId, new Date(now));
  entries.delete(sid); // re-inserted last: the Map's order is the eviction order
  entries.set(sid, { userId, session, readAt: now });
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  // A session that is not live (or a failed read) is never kept: it is asked again next time.
  session.then(
    (found) => {
      if (!found && entries.get(sid)?.session === session) entries.delete(sid);
    },
    () => {
      if (entries.get(sid)?.session === session) entries.delete(sid);
    },
  );
  return session.then((found) => userOf(found, now));
}

/** Forgets one session (logging out on this server). */
export function forgetSession(sid: string): void {
  state().entries.delete(sid);
}

/** Forgets every session of a user: a notice named them, or this server just ended their sessions. */
export function forgetSessionsOf(userId: string): void {
  const { entries } = state();
  for (const [sid, entry] of entries) if (entry.userId === userId) entries.delete(sid);
}

/** Starts listening (once per process); resolves when sessions may be kept. */
export async function startSessionChangeListener(): Promise<void> {
  const current = state();
  if (current.listener) return current.listener.ready;
  current.listener = listenChannel(
    SESSION_CHANGE_CHANNEL,
    {
      onNotice: (userId) => {
        if (!userId) return;
        forgetSessionsOf(userId);
        tellWatchers(userId);
      },
      // While the connection is down nothing would be heard: keep nothing until it is back.
      onLost: () => {
        current.live = false;
        current.entries.clear();
      },
      // Back: notices may have been missed in between, so nothing from before is trusted.
      onGap: () => {
        current.entries.clear();
        if (current.listener) current.live = true;
        tellWatchers(null);
      },
    },
    "session-change-listener",
  );
  await current.listener.ready;
  // Stopped while starting: stay off.
  if (current.listener) current.live = true;
}

/** Stops listening (tests): every lookup reads the database again. */
export async function stopSessionChangeListener(): Promise<void> {
  const current = state();
  const listener = current.listener;
  current.listener = null;
  current.live = false;
  current.entries.clear();
  await listener?.stop();
}
