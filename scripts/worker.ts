// npm run worker
// Runs the queue's worker on its own (the scheduled tasks of lib/registry/tasks.ts), for deployments that keep it
// out of the web servers with WORKER=off. Several workers may run: each queued run goes to one.
// Needs a Postgres server (DATABASE_URL): the embedded database belongs to the one process that opened it.
import { databaseTarget, describeDatabase, disconnectDatabase, ensureDatabase } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import { startWorker, stopWorker } from "@/lib/queue/worker";
import { TASKS } from "@/lib/registry/tasks";

async function main(): Promise<void> {
  if (databaseTarget().kind === "embedded") {
    console.warn(
      "[worker] Using the embedded database: only this process may open it, so no app server can run beside this worker. " +
        "With the embedded database the app server runs the worker itself (leave WORKER unset).",
    );
  }
  await ensureDatabase();
  await startWorker(TASKS);
  logger.info({ database: describeDatabase() }, "worker running; SIGTERM or Ctrl-C stops it");

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "worker stopping (finishing the task in hand, up to 10 s)");
    await stopWorker(10_000).catch((error: unknown) => logger.error({ error: String(error) }, "worker stop failed"));
    await disconnectDatabase();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
