// The proxy's view of the database, without importing the database: the probe is registered on
// globalThis by instrumentation (Node runtime), and the proxy only asks "is it down?". Keeping pg and
// Prisma out of the proxy's bundle keeps it small, and globalThis is shared by every bundle of the process.
const KEY = Symbol.for("staffing-portal.ops.probe");

type ProbeState = {
  probe?: () => Promise<boolean>;
  /** The last answer and when it was taken (ms since epoch). */
  up: boolean;
  at: number;
  pending?: Promise<boolean>;
};

const store = globalThis as typeof globalThis & { [KEY]?: ProbeState };

function state(): ProbeState {
  store[KEY] ??= { up: true, at: 0 };
  return store[KEY];
}

/** How long an answer is reused: short when down, so the pages come back within a second of the database. */
const UP_TTL_MS = 1000;
const DOWN_TTL_MS = 500;

export function registerDatabaseProbe(probe: () => Promise<boolean>): void {
  state().probe = probe;
}

/** True when the registered probe says the database cannot answer (false when no probe is registered). */
export async function databaseIsDown(now = Date.now()): Promise<boolean> {
  const s = state();
  if (!s.probe) return false;
  if (now - s.at < (s.up ? UP_TTL_MS : DOWN_TTL_MS)) return !s.up;
  // Concurrent requests share one probe.
  s.pending ??= s
    .probe()
    .catch(() => false)
    .then((up) => {
      s.up = up;
      s.at = Date.now();
      s.pending = undefined;
      return up;
    });
  return !(await s.pending);
}
