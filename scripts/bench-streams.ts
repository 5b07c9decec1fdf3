// npm run bench:streams: what open message streams cost a server. Against BENCH_URL (a running server
// with the demo data) or, by default, one `next start` of the production build on a fresh database of
// the local Postgres (BENCH_DATABASE_URL's server). Measures /api/health with 0 streams open, opens
// BENCH_STREAMS (200) streams of the demo thread, posts one message and times its fan-out to every
// stream, measures /api/health again with them open (p95 beside the ratio to the first), then shows a
// stream ending within its check interval once its session logs out. Every wait is bounded; all
// traffic goes to 127.0.0.1; every stream is closed at the end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { type Cluster, startCluster } from "@/lib/ops/cluster";
import { STREAM_HEARTBEAT_MS } from "@/lib/messages/service/stream";
import { measure, percentile, ratio, type BenchRow } from "./helpers/bench";
import { scratchClusterOptions } from "./helpers/scratch-cluster";
import { createScratchDatabase } from "./helpers/scratch-database";
import { demoThread, loginDemo, openStream, postMessage, type OpenStream } from "./helpers/message-streams";

const STREAMS = Math.min(1000, Number(process.env.BENCH_STREAMS ?? 200));
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3390);
const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const OPEN_BATCH = 20;
const round = (ms: number) => Math.round(ms * 10) / 10;

function local(url: string): string {
  const host = new URL(url).hostname;
  if (host !== "127.0.0.1" && host !== "localhost") throw new Error(`bench:streams only talks to 127.0.0.1 (BENCH_URL is ${url})`);
  return url.replace(/\/+$/, "");
}

async function openMany(base: string, applicationId: string, cookie: string): Promise<OpenStream[]> {
  const streams: OpenStream[] = [];
  for (let i = 0; i < STREAMS; i += OPEN_BATCH) {
    const batch = await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, STREAMS - i) }, () => openStream(base, applicationId, cookie)));
    streams.push(...batch);
    await Promise.all(batch.map((stream) => stream.waitFor((text) => text.includes(": connected"), 10_000)));
  }
  return streams;
}

/** Logs a second session out and times how long its stream takes to end (at most one check interval). */
async function logoutEndsStream(base: string, applicationId: string): Promise<{ ms: number | null; limitMs: number }> {
  const cookie = await loginDemo(base, "candidate");
  const stream = await openStream(base, applicationId, cookie);
  const limitMs = STREAM_HEARTBEAT_MS + 5_000;
  try {
    await stream.waitFor((text) => text.includes(": connected"), 10_000);
    const res = await fetch(`${base}/api/v1/auth/logout`, { method: "DELETE", headers: { cookie }, signal: AbortSignal.timeout(15_000) });
    if (!res.ok) throw new Error(`logout answered ${res.status}`);
    const started = performance.now();
    const ended = await Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), limitMs))]);
    return { ms: ended ? performance.now() - started : null, limitMs };
  } finally {
    stream.close();
  }
}

async function bench(base: string) {
  const candidate = await loginDemo(base, "candidate");
  const employer = await loginDemo(base, "employer");
  const applicationId = await demoThread(base, candidate);
  await measure("warm-up", `${base}/api/health`, CONNECTIONS, 2);

  const idle = await measure("health, 0 streams open", `${base}/api/health`, CONNECTIONS, DURATION_S);
  console.log(`opening ${STREAMS} message streams ...`);
  const streams = await openMany(base, applicationId, candidate);
  let fanOut: number[] = [];
  let open: BenchRow;
  try {
    // Waiting from before the post: an event may arrive before the post's own answer (NOTIFY on commit).
    const marker = `bench-streams-${randomBytes(6).toString("hex")}`;
    const arrivals = streams.map((stream) => stream.waitFor((text) => text.includes(marker), 10_000).catch(() => NaN));
    const posted = await postMessage(base, applicationId, employer, `Fan-out ${marker}`);
    if (posted.status !== 201) throw new Error(`posting answered ${posted.status}`);
    fanOut = (await Promise.all(arrivals)).filter(Number.isFinite);
    fanOut.sort((a, b) => a - b);
    open = await measure(`health, ${STREAMS} streams open`, `${base}/api/health`, CONNECTIONS, DURATION_S);
    const dropped = streams.filter((stream) => stream.isEnded()).length;
    if (dropped > 0) console.log(`(${dropped} stream(s) ended during the run)`);
  } finally {
    for (const stream of streams) stream.close();
    await Promise.all(streams.map((stream) => stream.ended));
  }

  console.log(`\n/api/health at ${CONNECTIONS} connections for ${DURATION_S} s each`);
  console.table(
    [idle, open].map((row) => ({
      scenario: row.scenario,
      "req/s": row["req/s"],
      "p50 ms": round(row.p50),
      "p95 ms": round(row.p95),
      "p95 ÷ 0 streams": ratio(row.p95, idle.p95),
      "p99 ms": round(row.p99),
      errors: row.non2xx,
    })),
  );
  console.log(
    `fan-out of one message to ${STREAMS} streams: ${fanOut.length} received, p50 ${Math.round(percentile(fanOut, 50))} ms, ` +
      `p95 ${Math.round(percentile(fanOut, 95))} ms, max ${Math.round(fanOut.at(-1) ?? NaN)} ms (from the post's start)`,
  );
  const logout = await logoutEndsStream(base, applicationId);
  console.log(
    logout.ms === null
      ? `a logged-out session's stream did NOT end within ${logout.limitMs / 1000} s`
      : `a logged-out session's stream ended ${(logout.ms / 1000).toFixed(1)} s after the logout (check interval ${STREAM_HEARTBEAT_MS / 1000} s)`,
  );
  return fanOut.length === STREAMS && logout.ms !== null && idle.non2xx === 0 && open.non2xx === 0;
}

async function main() {
  let ok: boolean;
  if (process.env.BENCH_URL) {
    ok = await bench(local(process.env.BENCH_URL));
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), "bench-streams-"));
    const scratch = await createScratchDatabase(SERVER_URL, `benchstreams_${randomBytes(4).toString("hex")}`);
    let cluster: Cluster | undefined;
    try {
      cluster = await startCluster({
        ...scratchClusterOptions(dataDir, PORT),
        instances: 1,
        databaseUrl: scratch.url,
        log: (line) => {
          if (/error|warn/i.test(line) && !line.includes("[seed]")) console.log(line);
        },
      });
      // The server itself, not nginx: what a stream costs the app.
      ok = await bench(cluster.instances[0].url);
    } finally {
      await cluster?.stop();
      await scratch.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(`bench:streams failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
