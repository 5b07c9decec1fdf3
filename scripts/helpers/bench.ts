// What the in-process benchmarks (bench:jobs, bench:match) share: autocannon against a URL with every
// response time kept (autocannon's histogram has no p95), and the scratch database's life around a run.
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
export async function withScratchDatabase(serverUrl: string, body: (url: string) => Promise<void>): Promise<void> {
  const name = `bench_${randomBytes(5).toString("hex")}`;
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
