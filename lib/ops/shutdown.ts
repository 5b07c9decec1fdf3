// Graceful shutdown on SIGTERM (and SIGINT) for `next start`.
//
// `next start` already handles SIGTERM: it stops accepting connections, waits for the requests in
// flight (server.close), closes its own server, then calls process.exit(143). It has no time limit and
// knows nothing of our pool or worker. Rather than replace Next's server with a custom one, we wrap
// its handler: on the signal we start draining (readiness answers 503, so a balancer stops sending),
// arm a 10 s limit, and intercept Next's final process.exit to run our own cleanup (the shutdown hooks:
// the worker, the database pool) and exit 0. If in-flight requests outlast 10 s, we clean up and exit 0
// anyway (docs/decisions/0014-operations.md).
const KEY = Symbol.for("staffing-portal.ops.shutdown");

type ShutdownState = { draining: boolean; hooks: Array<{ name: string; run: () => Promise<unknown> }>; installed: boolean };

const store = globalThis as typeof globalThis & { [KEY]?: ShutdownState };

function state(): ShutdownState {
  store[KEY] ??= { draining: false, hooks: [], installed: false };
  return store[KEY];
}

/** How long requests in flight may take after the signal (SHUTDOWN_GRACE_MS overrides, for tests). */
export const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS) || 10_000;

export function isDraining(): boolean {
  return state().draining;
}

/** Registers work to finish before the process exits (stop a worker, close a pool). Hooks run in reverse order. */
export function onShutdown(name: string, run: () => Promise<unknown>): void {
  state().hooks.push({ name, run });
}

async function runHooks(log: (message: string) => void): Promise<void> {
  for (const hook of [...state().hooks].reverse()) {
    try {
      await Promise.race([hook.run(), new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    } catch (error) {
      log(`shutdown hook ${hook.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function installGracefulShutdown(log: (message: string) => void = console.info): void {
  const s = state();
  if (s.installed) return;
  s.installed = true;
  const realExit = process.exit.bind(process);
  let finishing: Promise<never> | undefined;

  const finish = (why: string): Promise<never> => {
    finishing ??= (async () => {
      log(`shutdown: ${why}; running ${s.hooks.length} hook(s)`);
      await runHooks(log);
      log("shutdown: done, exit 0");
      return realExit(0);
    })();
    return finishing;
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (s.draining) return;
    s.draining = true;
    log(`shutdown: ${signal} received, finishing requests in flight (up to ${SHUTDOWN_GRACE_MS / 1000} s)`);
    // Next's handler ends with process.exit(143) once its server has closed: take that as "requests done".
    process.exit = ((code?: number | string | null) => {
      void code;
      void finish("requests finished");
      return undefined as never;
    }) as typeof process.exit;
    setTimeout(() => void finish("grace period over"), SHUTDOWN_GRACE_MS).unref();
    // Without Next's handler (NEXT_MANUAL_SIG_HANDLE, or a plain Node process), nothing else will exit.
    if (process.listenerCount(signal) <= 1) void finish("no server handler");
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
