// npm run bench:load: a mixed workload through the real server (next start), then through nginx in
// front of 2 servers: browse pages, search, open jobs, log in, apply, employer lists, on 100,000 jobs
// (BENCH_JOBS), at 20 and 50 connections (BENCH_CONNECTIONS) for 60 s each (BENCH_DURATION). Also the
// bench:jobs search shapes at 20 connections. Every figure is printed beside its ratio to a trivial
// call (/api/health) timed the same way in the same run. Needs a production build; 127.0.0.1 only.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startCluster } from "@/lib/ops/cluster";
import { soak } from "@/lib/ops/soak";
import { loadBenchJobs } from "@/lib/ops/bench-data";
import { DEMO_ACCOUNTS } from "@/lib/seed/demo";
import { createScratchDatabase, sql } from "./helpers/scratch-database";

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "20,50").split(",").map(Number);
const MODES = (process.env.BENCH_MODES ?? "single,cluster").split(",");
const PORT = Number(process.env.BENCH_PORT ?? 3290);
const LOGIN_ACCOUNTS = 1000;
const SEARCH_SHAPES = [
  { name: "search: no filter", query: "" },
  { name: 'search: "developer"', query: "search=developer" },
  { name: "search: employmentType + city", query: "employmentType=Full-time&city=Pune" },
  { name: "search: qualification + search", query: "qualification=B.Tech&search=engineer" },
  { name: "search: deep page 500", query: "page=500" },
];
const WORDS = ["developer", "engineer", "manager", "designer", "analyst", "sales", "cloud", "data"];

type Req = { name: string; method?: "GET" | "POST"; path: () => string; body?: () => string; headers?: Record<string, string> };
type Row = { route: string; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** Runs `reqs` in rotation on every connection and returns one row per request name. */
async function measure(base: string, reqs: Req[], connections: number, seconds: number): Promise<Row[]> {
  const times = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const turn = new Map<unknown, number>();
  const options = {
    url: base,
    connections,
    duration: seconds,
    requests: reqs.map((req) => ({
      method: req.method ?? "GET",
      headers: { ...(req.body ? { "content-type": "application/json" } : {}), ...req.headers },
      setupRequest: (request: Record<string, unknown>) => ({ ...request, path: req.path(), ...(req.body ? { body: req.body() } : {}) }),
    })) as unknown as autocannon.Request[],
  };
  let instance!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (error: unknown, res: autocannon.Result) => (error ? reject(error) : resolve(res)));
  });
  instance.on("response", (client: unknown, status: number, _bytes: number, ms: number) => {
    const n = turn.get(client) ?? 0;
    turn.set(client, n + 1);
    const name = reqs[n % reqs.length].name;
    if (!times.has(name)) times.set(name, []);
    times.get(name)!.push(ms);
    if (status >= 400) errors.set(name, (errors.get(name) ?? 0) + 1);
  });
  const result = await done;
  const rows: Row[] = [];
  for (const req of reqs) {
    if (rows.some((row) => row.route === req.name)) continue;
    const list = (times.get(req.name) ?? []).sort((a, b) => a - b);
    rows.push({
      route: req.name,
      requests: list.length,
      rps: Math.round(list.length / seconds),
      p50: percentile(list, 50),
      p95: percentile(list, 95),
      p99: percentile(list, 99),
      errors: errors.get(req.name) ?? 0,
    });
  }
  const total = { route: "ALL", requests: result.requests.total, rps: Math.round(result.requests.average), p50: result.latency.p50, p95: NaN, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
  return [...rows, total];
}

function print(title: string, rows: Row[], health: Row) {
  const ratio = (value: number, base: number) => (base > 0 && Number.isFinite(value) ? `${(value / base).toFixed(1)}x` : "-");
  console.log(`\n${title}  (health: ${health.rps} req/s, p50 ${health.p50} ms, p95 ${health.p95} ms, p99 ${health.p99} ms)`);
  console.table(
    rows.map((row) => ({
      route: row.route,
      requests: row.requests,
      "req/s": row.rps,
      "req/s ÷ health": ratio(row.rps, health.rps),
      "p50 ms": row.p50,
      "p50 ÷ health": ratio(row.p50, health.p50),
      "p95 ms": row.p95,
      "p95 ÷ health": ratio(row.p95, health.p95),
      "p99 ms": row.p99,
      "p99 ÷ health": ratio(row.p99, health.p99),
      errors: row.errors,
    })),
  );
}

async function login(base: string, role: "candidate" | "employer"): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const res = await fetch(`${base}/api/v1/${role}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`${role} login answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => c.includes("session-token")).join("; ");
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
  const scratch = await createScratchDatabase(SERVER_URL, `benchload_${randomBytes(4).toString("hex")}`);
  const dbUrl = scratch.url;
  let failed = false;
  try {
    let loaded = false;
    for (const mode of MODES) {
      const snapshots = path.join(dataDir, "heap");
      // Node falls back to the working directory when --diagnostic-dir does not exist yet.
      mkdirSync(snapshots, { recursive: true });
      const cluster = await startCluster({
        nodeArgs: mode === "soak" ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshots}`] : [],
        instances: mode === "cluster" ? 2 : 1,
        port: PORT,
        databaseUrl: dbUrl,
        dataDir,
        configPath: path.join(dataDir, "nginx.conf"),
        env: { AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123", MAIL_DRIVER: "outbox", MAIL_OUTBOX: path.join(dataDir, "outbox.jsonl"), LOG_LEVEL: "warn", NEXT_PUBLIC_SITE_URL: `http://127.0.0.1:${PORT}` },
        firstEnv: { SEED_ON_START: "1" },
        log: (line) => {
          if (/error|warn/i.test(line) && !line.includes("[seed]")) console.log(line);
        },
      });
      try {
        if (!loaded) {
          await loadBenchJobs(dbUrl, JOBS, { migrate: false });
          await sql(
            dbUrl,
            `INSERT INTO "User" (id, email, role, name, "passwordHash", "updatedAt")
             SELECT 'bench_c' || i, 'cand' || i || '@bench.example', 'Candidate', 'Candidate ' || i,
                    (SELECT "passwordHash" FROM "User" WHERE email = '${DEMO_ACCOUNTS.candidate.email}' AND role = 'Candidate'), now()
             FROM generate_series(0, ${LOGIN_ACCOUNTS - 1}) AS i`,
          );
          loaded = true;
        }
        const base = mode === "cluster" ? cluster.url : cluster.instances[0].url;
        const candidate = await login(base, "candidate");
        const employer = await login(base, "employer");
        const open = (
          await sql<{ id: string }>(
            dbUrl,
            `SELECT j.id FROM "Job" j JOIN "Employer" e ON e.id = j."employerId" WHERE j.status = 'approved' AND j."deletedAt" IS NULL AND j."closedAt" IS NULL AND j."validThrough" > (now() AT TIME ZONE 'UTC') AND e.status = 'approved' ORDER BY random() LIMIT 5000`,
          )
        ).map((r) => r.id);
        // Each apply takes an open job the demo candidate has not applied to (approved employer).
        const appliable = (
          await sql<{ id: string }>(
            dbUrl,
            `SELECT j.id FROM "Job" j JOIN "Employer" e ON e.id = j."employerId" WHERE j.status = 'approved' AND j."deletedAt" IS NULL AND j."closedAt" IS NULL AND j."validThrough" > (now() AT TIME ZONE 'UTC') AND e.status = 'approved'
               AND NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = j.id) ORDER BY random() LIMIT 60000`,
          )
        ).map((r) => r.id);
        let k = 0;
        const pick = <T,>(list: T[]) => list[k++ % list.length];
        // Logins rotate over many accounts: one account logging in from one address many times at once
        // is what the login throttle refuses (lib/auth/credentials.ts), by design.
        const { password } = DEMO_ACCOUNTS.candidate;
        const loginEmails = Array.from({ length: LOGIN_ACCOUNTS }, (_, i) => `cand${i}@bench.example`);
        const mixed: Req[] = [
          { name: "page /", path: () => "/" },
          { name: "page /jobs", path: () => "/jobs" },
          { name: "api get-jobs ?search", path: () => `/api/v1/jobs/get-jobs?search=${pick(WORDS)}` },
          { name: "page /jobs/[id]", path: () => `/jobs/${pick(open)}` },
          { name: "api get-job/[id]", path: () => `/api/v1/jobs/get-job/${pick(open)}` },
          { name: "api candidate/login", method: "POST", path: () => "/api/v1/candidate/login", body: () => JSON.stringify({ email: pick(loginEmails), password }) },
          { name: "api create-application", method: "POST", path: () => "/api/v1/applications/create-application", body: () => JSON.stringify({ jobId: appliable.pop() }), headers: { cookie: candidate } },
          { name: "api employer job-applicants", path: () => "/api/v1/applications/job-applicants", headers: { cookie: employer } },
          { name: "api get-jobs ?qualification+search", path: () => "/api/v1/jobs/get-jobs?qualification=B.Tech&search=engineer" },
        ];
        for (const req of mixed) await fetch(`${base}${req.path()}`, { headers: req.headers }).then((r) => r.arrayBuffer());
        if (mode === "soak") {
          await soak({ instance: cluster.instances[0], snapshots, run: (seconds) => measure(base, mixed, 50, seconds) });
          continue;
        }
        const label = mode === "cluster" ? "nginx + 2 servers" : "1 server";
        for (const connections of CONNECTIONS) {
          const [health] = await measure(base, [{ name: "health", path: () => "/api/health" }], connections, Math.min(15, DURATION_S));
          const rows = await measure(base, mixed, connections, DURATION_S);
          print(`Mixed workload, ${label}, ${connections} connections, ${DURATION_S} s, ${JOBS} jobs`, rows, health);
          if (rows.some((row) => row.errors > 0)) failed = true;
        }
        if (mode === MODES[0]) {
          const seconds = Math.min(10, DURATION_S);
          const [health] = await measure(base, [{ name: "health", path: () => "/api/health" }], 20, seconds);
          const rows: Row[] = [];
          for (const shape of SEARCH_SHAPES) {
            const [row] = await measure(base, [{ name: shape.name, path: () => `/api/v1/jobs/get-jobs${shape.query ? `?${shape.query}` : ""}` }], 20, seconds);
            rows.push(row);
          }
          print(`Job search through the server, ${label}, 20 connections, ${seconds} s each, ${JOBS} jobs (goal p95 <= 50 ms)`, rows, health);
          const pageVsApi = await measure(base, [{ name: "page /jobs", path: () => "/jobs" }], 20, seconds);
          const api = await measure(base, [{ name: "api get-jobs", path: () => "/api/v1/jobs/get-jobs" }], 20, seconds);
          print(`/jobs page vs the get-jobs API behind it, ${label}, 20 connections`, [pageVsApi[0], api[0]], health);
        }
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await scratch.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (failed) console.log("\nSome requests failed (errors must be 0).");
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`bench:load failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
