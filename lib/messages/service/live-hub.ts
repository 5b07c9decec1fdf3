// Live delivery of new messages (decisions.md section 16): the migration's trigger runs
// pg_notify('app_messages', '{"id","applicationId"}') for every new Message, and Postgres delivers it
// on commit (never for a rolled-back insert) to every session listening, whichever server inserted
// it. Each server process keeps ONE listening connection here and fans each notice out to the
// streams open on it; there is no other path between servers. The connection is lib/db/listen.ts's;
// after it was lost and is back, subscribers hear `onGap` (the stream tells the page to re-read the thread).
// State lives on globalThis, as lib/db does: Next bundles route handlers separately, and two copies
// of this module must still share one connection and one set of subscribers.
import "server-only";
import { listenChannel } from "@/lib/db/listen";
import { logger } from "@/lib/log/logger";
import { isDraining } from "@/lib/ops/shutdown";

export const MESSAGE_CHANNEL = "app_messages";

/** What the trigger sends: the new message's id and its application (the thread). */
export type MessageNotice = { id: string; applicationId: string };
export type HubListener = (notice: MessageNotice) => void;
export type SubscribeOptions = {
  /** The listening connection was lost and is back: notices in between may be missing. */
  onGap?: () => void;
  /** The server is shutting down: end the stream so the server may close. */
  onShutdown?: () => void;
};
type Subscriber = SubscribeOptions & { listener: HubListener };

type HubState = {
  subscribers: Map<string, Set<Subscriber>>;
  /** Resolves once LISTEN is in effect (the first time). */
  ready: Promise<void>;
  stop: () => Promise<void>;
  drainTimer?: ReturnType<typeof setInterval>;
};

const KEY = Symbol.for("staffing-portal.lib.messages.live-hub");
const store = globalThis as typeof globalThis & { [KEY]?: HubState };

/** How long a subscriber waits for the listening connection before giving up (the stream answers 503). */
export const HUB_READY_TIMEOUT_MS = 5_000;

function parseNotice(payload: string | undefined): MessageNotice | null {
  if (!payload) return null;
  try {
    const value = JSON.parse(payload) as Partial<MessageNotice> | null;
    return typeof value?.id === "string" && typeof value.applicationId === "string" ? { id: value.id, applicationId: value.applicationId } : null;
  } catch {
    return null;
  }
}

function each(state: HubState, run: (subscriber: Subscriber) => void, applicationId?: string) {
  const sets = applicationId ? [state.subscribers.get(applicationId) ?? new Set<Subscriber>()] : [...state.subscribers.values()];
  for (const set of sets) {
    for (const subscriber of [...set]) {
      try {
        run(subscriber);
      } catch (error) {
        logger.warn({ error: error instanceof Error ? error.message : String(error) }, "message stream subscriber failed");
      }
    }
  }
}

function dispatch(state: HubState, payload: string | undefined) {
  const notice = parseNotice(payload);
  if (notice) each(state, (subscriber) => subscriber.listener(notice), notice.applicationId);
}

function hub(): HubState {
  if (store[KEY]) return store[KEY];
  const state = { subscribers: new Map() } as HubState;
  Object.assign(
    state,
    listenChannel(MESSAGE_CHANNEL, { onNotice: (payload) => dispatch(state, payload), onGap: () => each(state, (subscriber) => subscriber.onGap?.()) }, "messages-live-hub"),
  );
  // Open streams would hold a stopping server for its whole grace period: end them once it drains.
  state.drainTimer = setInterval(() => {
    if (isDraining()) each(state, (subscriber) => subscriber.onShutdown?.());
  }, 1_000);
  state.drainTimer.unref?.();
  store[KEY] = state;
  // The embedded database could not be opened: the next subscriber tries afresh.
  state.ready.catch(() => {
    if (store[KEY] === state) void stopHub();
  });
  return state;
}

async function waitReady(ready: Promise<void>, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("The live message listener is not connected.")), timeoutMs);
  });
  try {
    await Promise.race([ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls `listener` for every message committed to `applicationId`'s thread from now on, on whichever
 * server it was written. Resolves once listening is in effect (so nothing committed afterwards is
 * missed) with the function that stops it; rejects when the listener cannot connect in time.
 */
export async function subscribe(applicationId: string, listener: HubListener, options: SubscribeOptions = {}): Promise<() => void> {
  const state = hub();
  await waitReady(state.ready, HUB_READY_TIMEOUT_MS);
  const subscriber: Subscriber = { listener, ...options };
  let set = state.subscribers.get(applicationId);
  if (!set) state.subscribers.set(applicationId, (set = new Set()));
  set.add(subscriber);
  return () => {
    const current = state.subscribers.get(applicationId);
    current?.delete(subscriber);
    if (current?.size === 0) state.subscribers.delete(applicationId);
  };
}

/** How many subscribers this process holds (tests, the benchmark's sanity check). */
export function subscriberCount(): number {
  let count = 0;
  for (const set of store[KEY]?.subscribers.values() ?? []) count += set.size;
  return count;
}

/** Closes the listening connection (tests; a later subscribe starts a new one). */
export async function stopHub(): Promise<void> {
  const state = store[KEY];
  if (!state) return;
  delete store[KEY];
  if (state.drainTimer) clearInterval(state.drainTimer);
  await state.stop();
}
