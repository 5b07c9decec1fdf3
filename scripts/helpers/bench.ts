// What the in-process benchmarks (bench:jobs, bench:match, bench:alerts, bench:roster) share: autocannon
// against a URL with every response time kept (autocannon's histogram has no p95), the scratch database's
// life around a run, and lib/db on it with a trivial query (SELECT 1) to time a service against.
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import { createScratchDatabase } from "./scratch-database";

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export type BenchRow = { scenario: string; requests: number; "req/s": number; non2xx: number; p50: number; p95: number; p99: number };

/** `connections` clients hammer `url` for `durationS` seconds. */
export async function measure(scenario: string, url: string, connections: number, durationS: number): Promise<BenchRow> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration: durationS }, (error: unknown, res: autocannon.Result) =>
      error ? reject(error) : resolve(res),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    scenario,
    requests: result.requests.total,
    "req/s": Math.round(result.requests.average),
    non2xx: result.non2xx + result.errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** `value` as a multiple of the trivial call's, e.g. "3.8x". */
export const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(1)}x` : "-");

/**
 * Runs `body` on a fresh scratch database of `serverUrl` and drops it afterwards (kept when BENCH_KEEP
 * is set); `body` returns what to close before the drop (servers, the Prisma client).
 */
export async function withScratchDatabase(
  serverUrl: string,
  body: (url: string) => Promise<void>,
  name = `bench_${randomBytes(5).toString("hex")}`,
): Promise<void> {
  const { url, drop } = await createScratchDatabase(serverUrl, name);
  console.log(`scratch database ${name}`);
  try {
    await body(url);
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${name} (BENCH_KEEP is set)`);
    else {
      await drop();
      console.log(`dropped ${name}`);
    }
  }
}

export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";

type DbModule = typeof import("@/lib/db");

/**
 * Runs `body` with lib/db on a migrated scratch database `name` of BENCH_SERVER_URL (mails to the outbox;
 * `env` adds variables), disconnects and drops it afterwards as withScratchDatabase does.
 */
export async function withBenchDatabase(name: string, body: (lib: DbModule) => Promise<void>, env: Record<string, string> = {}): Promise<void> {
  await withScratchDatabase(
    BENCH_SERVER_URL,
    async (url) => {
      // lib/db and lib/env read these when first imported.
      process.env.DATABASE_URL = url;
      process.env.MAIL_DRIVER = "outbox";
      Object.assign(process.env, env);
      process.env.AUTH_SECRET ??= "bench-secret-bench-secret-bench-secret-00";
      // Not "development": that echoes every mail to the console.
      (process.env as Record<string, string>).NODE_ENV = "test";
      const lib = await import("@/lib/db");
      try {
        await lib.ensureDatabase();
        await body(lib);
      } finally {
        await lib.disconnectDatabase().catch(() => undefined);
      }
    },
    name,
  );
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

/** The median time of `runs` trivial queries (SELECT 1) on `db`, the yardstick a service is timed against. */
export function selectOneTimer(db: DbModule["db"]): (runs: number) => Promise<number> {
  return async (runs) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await db.$queryRaw`SELECT 1`;
      times.push(performance.now() - started);
    }
    return median(times);
  };
}
