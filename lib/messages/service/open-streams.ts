// The live message streams this server holds, by account (decisions.md section 20): a stream ends within
// 2 seconds of any change to its user's sessions (logout, logout everywhere, removal from the team, a
// role change: each sends the session_changed notice, lib/auth/session-memo.ts), and an account holds
// at most MAX_STREAMS_PER_ACCOUNT here: a further one ends the oldest. Per server: an account spread
// over n servers by a load balancer may hold n times as many, each still ended on its session's change.
import "server-only";
import { watchSessionChanges } from "@/lib/auth/session-memo";

export const MAX_STREAMS_PER_ACCOUNT = 5;

/** What the registry needs of a stream: to re-check its session and access, and to end it. */
export type OpenStream = { check: () => void; close: () => void };

type State = { byUser: Map<string, Set<OpenStream>>; unwatch: (() => void) | null };

// On globalThis: Next bundles route handlers separately, and the one session listener tells them all.
const KEY = Symbol.for("staffing-portal.messages.open-streams");
const store = globalThis as typeof globalThis & { [KEY]?: State };
const state = (): State => (store[KEY] ??= { byUser: new Map(), unwatch: null });

function onSessionChange(userId: string | null): void {
  const { byUser } = state();
  const streams = userId === null ? [...byUser.values()].flatMap((set) => [...set]) : [...(byUser.get(userId) ?? [])];
  for (const stream of streams) stream.check();
}

/** Registers an open stream of `userId`, ending their oldest beyond the limit; answers the unregister. */
export function registerStream(userId: string, stream: OpenStream): () => void {
  const current = state();
  current.unwatch ??= watchSessionChanges(onSessionChange);
  let streams = current.byUser.get(userId);
  if (!streams) current.byUser.set(userId, (streams = new Set()));
  streams.add(stream);
  // A Set keeps insertion order: the first is the oldest.
  while (streams.size > MAX_STREAMS_PER_ACCOUNT) {
    const oldest = streams.values().next().value!;
    streams.delete(oldest);
    oldest.close();
  }
  return () => {
    streams.delete(stream);
    if (streams.size === 0 && current.byUser.get(userId) === streams) current.byUser.delete(userId);
  };
}

/** How many streams `userId` holds on this server (tests). */
export const openStreamCount = (userId: string): number => state().byUser.get(userId)?.size ?? 0;
