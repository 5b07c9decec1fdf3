// The job queue: pg-boss on the app's own database (docs/decisions/0015). On Postgres it keeps its own
// small pool (a connection string), so several app servers and `npm run worker` share one queue; on
// the embedded database it shares the process's PGlite through pg-boss's adapter.
import { PgBoss, fromPglite } from "pg-boss";
import { databaseTarget, embeddedDatabase } from "@/lib/db";
import { logger } from "@/lib/log/logger";

export const QUEUE_SCHEMA = "pgboss";

type QueueState = { boss?: Promise<PgBoss> };

// One instance per process, shared by Next's separate bundles (like lib/db).
const STATE_KEY = Symbol.for("staffing-portal.lib.queue");
const store = globalThis as typeof globalThis & { [STATE_KEY]?: QueueState };
const state = (store[STATE_KEY] ??= {});

export type BossOptions = {
  /** Run the cron scheduler and maintenance in this process (the worker); senders need neither. */
  supervise: boolean;
};

async function createBoss({ supervise }: BossOptions): Promise<PgBoss> {
  const target = databaseTarget();
  const common = { schema: QUEUE_SCHEMA, supervise, schedule: supervise, migrate: true } as const;
  const boss =
    target.kind === "postgres"
      ? new PgBoss({ ...common, connectionString: target.url, max: 4, application_name: "staffing-portal-queue" })
      : new PgBoss({ ...common, db: fromPglite(await embeddedDatabase()) });
  boss.on("error", (error: Error) => logger.error({ error: error.message }, "queue error"));
  await boss.start();
  return boss;
}

/**
 * The process's queue, started on first use. The first caller decides whether this process
 * supervises (the worker does; a web server with WORKER=off only sends).
 */
export function getBoss(options: BossOptions = { supervise: false }): Promise<PgBoss> {
  state.boss ??= createBoss(options).catch((error: unknown) => {
    state.boss = undefined;
    throw error;
  });
  return state.boss;
}

/** Whether this process has started the queue (the worker, or a send). */
export function bossStarted(): boolean {
  return state.boss !== undefined;
}

/** Stops the queue if it was started: waits for running jobs (up to `timeoutMs`) and closes its pool. */
export async function stopBoss(timeoutMs = 10_000): Promise<void> {
  const pending = state.boss;
  state.boss = undefined;
  const boss = await pending?.catch(() => undefined);
  await boss?.stop({ graceful: true, timeout: timeoutMs, close: true });
}
