// npm run bench:jobs: latency of the job search (jobs/get-jobs) on 100,000 approved jobs.
// Creates a scratch database on BENCH_DATABASE_URL's server (default: local Postgres), migrates it,
// bulk-loads jobs in SQL, serves the get-jobs service over node:http in this process and runs
// autocannon (20 connections) against typical queries, then drops the database.
// Goal: p95 <= 50 ms for every scenario.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadBenchJobs } from "./helpers/bench-data";
import { measure, ratio, withScratchDatabase } from "./helpers/bench";

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL_P95_MS = 50;

const SCENARIOS: { name: string; query: string }[] = [
  { name: "no filter (page 1)", query: "" },
  { name: 'search "developer"', query: "search=developer" },
  { name: "employmentType + city", query: "employmentType=Full-time&city=Pune" },
  { name: "qualification + search", query: "qualification=B.Tech&search=engineer" },
  { name: "deep page (page 500)", query: "page=500" },
];

// The trivial call every figure is compared with (this machine is shared and noisy): the same server,
// parse-free, one `SELECT 1` through the same Prisma client.
const TRIVIAL = { name: "trivial: SELECT 1", path: "/trivial" };

const run = (baseUrl: string, scenario: { name: string; query?: string; path?: string }) =>
  measure(
    scenario.name,
    scenario.path ? `${baseUrl}${scenario.path}` : `${baseUrl}/api/v1/jobs/get-jobs${scenario.query ? `?${scenario.query}` : ""}`,
    CONNECTIONS,
    DURATION_S,
  );

async function bench(url: string) {
  let server: http.Server | undefined;
  let disconnect: (() => Promise<void>) | undefined;
  try {
    await loadBenchJobs(url, JOBS);
    // lib/db reads DATABASE_URL when first imported: point it at the scratch database first.
    process.env.DATABASE_URL = url;
    const dbModule = await import("@/lib/db");
    disconnect = dbModule.disconnectDatabase;
    const { searchJobs } = await import("@/lib/job-search/service/search");
    const { jobSearchQuerySchema } = await import("@/lib/job-search/schemas");

    // The same parse + service call as app/api/v1/jobs/get-jobs, with the API envelope.
    server = http.createServer(async (req, res) => {
      try {
        if (req.url === TRIVIAL.path) {
          await dbModule.db.$queryRaw`SELECT 1`;
          res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
          return;
        }
        const params = new URL(req.url ?? "/", "http://bench").searchParams;
        const parsed = jobSearchQuerySchema.safeParse(Object.fromEntries(params));
        if (!parsed.success) {
          res.writeHead(400).end();
          return;
        }
        const body = JSON.stringify({ success: true, response: await searchJobs(parsed.data, null) });
        res.writeHead(200, { "Content-Type": "application/json" }).end(body);
      } catch (error) {
        console.error(error);
        res.writeHead(500).end();
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    // Warm up plans and caches once per scenario.
    for (const s of SCENARIOS) await fetch(`${baseUrl}/api/v1/jobs/get-jobs?${s.query}`).then((r) => r.text());

    const trivial = await run(baseUrl, TRIVIAL);
    const rows = [{ ...trivial, "p95 ÷ trivial": "1.0x" }];
    console.log(`${trivial.scenario}: p50 ${trivial.p50} ms, p95 ${trivial.p95} ms, ${trivial["req/s"]} req/s`);
    for (const scenario of process.env.BENCH_ONLY ? SCENARIOS.filter((s) => s.name.includes(process.env.BENCH_ONLY!)) : SCENARIOS) {
      const row = { ...(await run(baseUrl, scenario)) };
      rows.push({ ...row, "p95 ÷ trivial": ratio(row.p95, trivial.p95) });
      console.log(
        `${row.scenario}: p50 ${row.p50} ms, p95 ${row.p95} ms (${ratio(row.p95, trivial.p95)} the trivial call), p99 ${row.p99} ms, ${row["req/s"]} req/s, non-2xx ${row.non2xx}`,
      );
    }
    console.table(rows);
    const slow = rows.slice(1).filter((r) => !(r.p95 <= GOAL_P95_MS));
    console.log(slow.length ? `p95 goal (${GOAL_P95_MS} ms) missed by: ${slow.map((r) => r.scenario).join(", ")}` : `p95 <= ${GOAL_P95_MS} ms in every scenario`);
    process.exitCode = rows.some((r) => r.non2xx > 0) ? 1 : 0;
  } finally {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await disconnect?.().catch(() => undefined);
  }
}

withScratchDatabase(SERVER_URL, bench).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
