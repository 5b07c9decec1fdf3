// One session listening on one Postgres notification channel, whichever database the app runs on.
// Postgres delivers a NOTIFY on commit (never for a rolled-back write) to every session listening,
// whichever server wrote it: the one path between servers for live messages (lib/messages) and for
// cache invalidation (lib/job-search/service/job-changes.ts).
// - Postgres (DATABASE_URL): a dedicated `pg` Client (not the pool: LISTEN belongs to a session),
//   reconnected with a doubling delay when it drops. Notices sent while it was down are lost, so the
//   caller hears `onGap` after each reconnect and must assume anything changed.
// - Embedded PGlite: its own listen() on the app's one instance (a single session sees its own
//   notifications on commit, as Postgres does).
import "server-only";
import { Client } from "pg";
import { databaseTarget, embeddedDatabase } from "@/lib/db";
import { logger } from "@/lib/log/logger";

export type ChannelHandlers = {
  onNotice: (payload: string | undefined) => void;
  /** The connection was lost and is back: notices in between may be missing. */
  onGap?: () => void;
  /** The connection was lost: until `onGap`, nothing is heard. */
  onLost?: () => void;
};

export type ChannelListener = {
  /** Resolves once LISTEN is in effect (the first time). */
  ready: Promise<void>;
  stop: () => Promise<void>;
};

const BACKOFF_MIN_MS = 250;
const BACKOFF_MAX_MS = 30_000;
// Channel names are identifiers in LISTEN (no parameters there): only plain names are accepted.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function listenPostgres(url: string, channel: string, handlers: ChannelHandlers, name: string): ChannelListener {
  let client: Client | undefined;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  let connectedBefore = false;

  const retry = () => {
    if (stopped || timer) return;
    const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** failures++);
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    timer.unref?.();
  };

  const connect = async () => {
    const next = new Client({ connectionString: url, keepAlive: true, application_name: name });
    client = next;
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotice(message.payload);
    });
    // A dropped connection ends in 'error' then 'end' (or 'end' alone): both lead to one retry.
    next.on("error", (error) => logger.warn({ error: error.message, channel }, "listener connection failed"));
    next.on("end", () => {
      if (client !== next) return;
      if (connectedBefore) handlers.onLost?.();
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      logger.warn({ error: error instanceof Error ? error.message : String(error), channel }, "listener could not connect");
      await next.end().catch(() => undefined);
      retry();
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    failures = 0;
    markReady();
    if (connectedBefore) handlers.onGap?.();
    connectedBefore = true;
  };

  void connect();
  return {
    ready,
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

function listenEmbedded(channel: string, handlers: ChannelHandlers): ChannelListener {
  const unlisten = embeddedDatabase().then((pglite) => pglite.listen(channel, (payload) => handlers.onNotice(payload)));
  return {
    ready: unlisten.then(() => undefined),
    stop: async () => {
      await (await unlisten.catch(() => undefined))?.().catch(() => undefined);
    },
  };
}

/** Listens on `channel` until `stop()`; `name` labels the connection in pg_stat_activity. */
export function listenChannel(channel: string, handlers: ChannelHandlers, name: string): ChannelListener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  const target = databaseTarget();
  return target.kind === "postgres" ? listenPostgres(target.url, channel, handlers, name) : listenEmbedded(channel, handlers);
}
