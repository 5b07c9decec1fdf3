// GET applications/{id}/messages/stream (decisions.md section 16): server-sent events of a thread.
// Access is checked as for reading the thread; then one `message` event per new message (read and
// serialized as the thread shows it), a comment every 15 s so proxies keep the connection, and a
// re-check of the session and the access on every heartbeat, every 30 s, and at once when a notice says
// the user's sessions changed (open-streams.ts: within 2 s of a logout, a removal or a role change; at
// most 5 streams an account): a logged-out session, an ended account or a member taken off the
// application ends the stream cleanly. Ends too when the
// client goes away or the server shuts down. Events carry the message's id, so a browser that
// reconnects (Last-Event-ID) first gets what it missed.
import "server-only";
import { unavailable } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { liveSessionUser } from "@/lib/auth/session-rows";
import { hearingSessionChanges } from "@/lib/auth/session-memo";
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import type { MessageJson } from "@/lib/messages/contract";
import { stillHasAccess, threadAccess, type ThreadAccess } from "@/lib/messages/service/access";
import { subscribe } from "@/lib/messages/service/live-hub";
import { registerStream } from "@/lib/messages/service/open-streams";
import { messageJson, messageRowSelect, readThreadMessage } from "@/lib/messages/service/serialize";

export const STREAM_HEARTBEAT_MS = 15_000;
export const STREAM_CHECK_MS = 30_000;
/** While no session-change notice can be heard, a stream checks its session this often instead. */
export const STREAM_UNHEARD_CHECK_MS = 2_000;
/** At most this many missed messages are sent again to a browser that reconnects. */
export const STREAM_REPLAY_MAX = 100;
/** The browser's reconnect delay after a dropped stream (the `retry:` field). */
export const STREAM_RETRY_MS = 3_000;
export const LIVE_UNAVAILABLE_MESSAGE = "Live messages are not available right now. Please reload the page.";

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  // no-transform: the server's compression leaves the stream alone (a gzip buffer would hold events back).
  "Cache-Control": "no-cache, no-transform",
  // nginx passes each event on at once instead of buffering the response.
  "X-Accel-Buffering": "no",
} as const;

export type StreamOptions = {
  /** The request's signal: aborted when the client goes away. */
  signal: AbortSignal;
  /** The session's id, to re-check that the session is still live. */
  sid: string;
  /** The browser's Last-Event-ID after a reconnect: the id of the last message it got. */
  lastEventId?: string | null;
  heartbeatMs?: number;
  checkMs?: number;
};

const messageEvent = (json: MessageJson) => `id: ${json.id}\nevent: message\ndata: ${JSON.stringify(json)}\n\n`;
/** The listener lost notices (see live-hub): the page should read the thread again. */
const RESYNC_EVENT = "event: resync\ndata: {}\n\n";

/** The thread's messages after the one the browser saw last (none when that id is not this thread's). */
async function missedSince(access: ThreadAccess, lastEventId: string): Promise<MessageJson[]> {
  const last = await db.message.findFirst({ where: { id: lastEventId, applicationId: access.applicationId }, select: { id: true, createdAt: true } });
  if (!last) return [];
  const rows = await db.message.findMany({
    where: {
      applicationId: access.applicationId,
      OR: [{ createdAt: { gt: last.createdAt } }, { createdAt: last.createdAt, id: { gt: last.id } }],
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: STREAM_REPLAY_MAX,
    select: messageRowSelect,
  });
  return rows.map((row) => messageJson(row, access));
}

/** The event stream of application `id`'s thread for `user` (see the top of the file). */
export async function streamMessages(user: SessionUser, { id }: { id: string }, options: StreamOptions): Promise<Response> {
  const access = await threadAccess(user, id);
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let closed = false;
  let unsubscribe: (() => void) | undefined;
  let unregister: (() => void) | undefined = undefined;
  const timers: ReturnType<typeof setInterval>[] = [];
  // Every write goes through this chain, so events leave in the order their notices came.
  let chain: Promise<void> = Promise.resolve();

  const close = () => {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearInterval(timer);
    unsubscribe?.();
    unregister?.();
    options.signal.removeEventListener("abort", close);
    try {
      controller.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
  };
  const write = (text: string) => {
    if (closed) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      close();
    }
  };
  // Ids already sent: a message may come both from the replay and from its notice.
  const sent = new Set<string>();
  const send = (json: MessageJson) => {
    if (sent.has(json.id)) return;
    if (sent.size >= STREAM_REPLAY_MAX * 10) sent.clear();
    sent.add(json.id);
    write(messageEvent(json));
  };
  const enqueue = (step: () => Promise<void>) => {
    chain = chain
      .then(() => (closed ? undefined : step()))
      .catch((error: unknown) => logger.warn({ error: error instanceof Error ? error.message : String(error) }, "message stream step failed"));
  };
  const check = () =>
    enqueue(async () => {
      const live = await liveSessionUser(options.sid, user.id);
      if (!live || !(await stillHasAccess(live, id))) close();
    });

  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      close();
    },
  });

  try {
    unsubscribe = await subscribe(
      id,
      (notice) =>
        enqueue(async () => {
          const json = await readThreadMessage(id, notice.id, access);
          if (json) send(json);
        }),
      { onGap: () => enqueue(async () => write(RESYNC_EVENT)), onShutdown: close },
    );
  } catch (error) {
    close();
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, "message stream could not subscribe");
    throw unavailable(LIVE_UNAVAILABLE_MESSAGE);
  }

  unregister = registerStream(user.id, { check, close });
  write(`retry: ${STREAM_RETRY_MS}\n: connected\n\n`);
  const lastEventId = options.lastEventId?.trim();
  if (lastEventId) {
    enqueue(async () => {
      for (const json of await missedSince(access, lastEventId)) send(json);
    });
  }
  const heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
  const checkMs = options.checkMs ?? STREAM_CHECK_MS;
  timers.push(
    setInterval(() => {
      write(": ping\n\n");
      check();
    }, heartbeatMs),
  );
  // Every heartbeat checks too: a separate timer only when checks are asked for more often.
  if (checkMs < heartbeatMs) timers.push(setInterval(check, checkMs));
  // The 2-second promise holds through a lost listener too: checks come that often until it is back.
  timers.push(
    setInterval(() => {
      if (!hearingSessionChanges()) check();
    }, STREAM_UNHEARD_CHECK_MS),
  );
  if (options.signal.aborted) close();
  else options.signal.addEventListener("abort", close);

  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
}
