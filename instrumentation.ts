// Runs once when the server starts, before it handles requests: validate the environment,
// apply pending migrations and, in development, seed an empty database with demo data. Then the
// operations side: graceful shutdown on SIGTERM and the database probe the proxy asks (lib/ops).
// Also the job lookup the proxy asks for a gone job's 410 (lib/job-search/service/gone.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/env");
  const env = getEnv();
  // Before any request: a client talking to the app directly cannot name its own address.
  const { distrustForwardedAddresses } = await import("@/lib/security/forwarded-headers");
  distrustForwardedAddresses(env.TRUST_PROXY_HOPS);
  const { databaseTarget, disconnectDatabase, ensureDatabase } = await import("@/lib/db");
  const { installGracefulShutdown, onShutdown } = await import("@/lib/ops/shutdown");
  const { closeReadinessPool, databaseAnswers } = await import("@/lib/ops/readiness");
  const { registerDatabaseProbe } = await import("@/lib/ops/probe-state");
  const { logger } = await import("@/lib/log/logger");

  installGracefulShutdown((message) => logger.info(message));
  // Registered first, so they run last: the pool closes after anything that still needs it.
  onShutdown("database", disconnectDatabase);
  onShutdown("readiness probe", closeReadinessPool);
  // Only a server database can go away; the embedded one lives in this process.
  if (databaseTarget().kind === "postgres") registerDatabaseProbe(databaseAnswers);
  // The proxy answers 410 for the page of a job closed long ago (lib/job-search/service/gone.ts).
  const { registerJobGoneLookup } = await import("@/lib/job-search/service/gone");
  registerJobGoneLookup((await import("@/lib/job-search/service/gone-lookup")).jobIsGone);

  await ensureDatabase();
  if (env.NODE_ENV === "development" || process.env.SEED_ON_START === "1") {
    const { seedIfEmpty } = await import("@/lib/seed/demo");
    await seedIfEmpty();
  }

  // Every change to a job drops this server's cached copies of it (decision 0040). Not awaited: a
  // database that cannot be reached keeps retrying in the background, and caches stay off until then.
  const { startJobChangeListener } = await import("@/lib/job-search/service/job-changes");
  startJobChangeListener().catch((error: unknown) => {
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, "job change listener did not start");
  });

  // Live sessions are kept until the database says they changed (decision 0043); until this listener
  // hears, every signed-in request reads its session row.
  const { startSessionChangeListener } = await import("@/lib/auth/session-memo");
  startSessionChangeListener().catch((error: unknown) => {
    logger.warn({ error: error instanceof Error ? error.message : String(error) }, "session change listener did not start");
  });

  // The queue's worker (scheduled tasks) runs in this process unless WORKER=off (then `npm run worker`
  // runs it). Registered after the database, so on SIGTERM it stops first and the pool closes last.
  const { workerEnabled, startWorker, stopWorker } = await import("@/lib/queue/worker");
  const { TASKS } = await import("@/lib/registry/tasks");
  onShutdown("queue", () => stopWorker(2_500));
  if (workerEnabled()) {
    // A queue that cannot start must not keep the site down: log it; pages and the API still work.
    await startWorker(TASKS).catch((error: unknown) => {
      logger.error({ error: error instanceof Error ? error.message : String(error) }, "worker did not start");
    });
  }
}
