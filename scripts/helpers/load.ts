// The measuring of the server benchmarks (bench:load, bench:pages): autocannon runs requests in rotation
// on every connection and each request's latencies are kept per name, so one run gives a row per route;
// `print` shows each row beside the trivial call (/api/health) measured the same way in the same run.
import path from "node:path";
import autocannon from "autocannon";
import { startCluster, type Cluster } from "@/lib/ops/cluster";
import { loadBenchJobs } from "./bench-data";
import { DEMO_ACCOUNTS } from "@/lib/seed/demo";
import { sql } from "./scratch-database";

const LOGIN_ACCOUNTS = 1000;
/** Job pages most visitors land on (shared links, the top of Google for Jobs), warm in the cache. */
const POPULAR_JOBS = 200;
export const SEARCH_SHAPES = [
  { name: "search: no filter", query: "" },
  { name: 'search: "developer"', query: "search=developer" },
  { name: "search: employmentType + city", query: "employmentType=Full-time&city=Pune" },
  { name: "search: qualification + search", query: "qualification=B.Tech&search=engineer" },
  { name: "search: deep page 500", query: "page=500" },
];
const WORDS = ["developer", "engineer", "manager", "designer", "analyst", "sales", "cloud", "data"];

/** The servers a server benchmark measures (one, or nginx in front of two): the first one seeds the demo data. */
export function startBenchCluster(options: { instances: number; port: number; databaseUrl: string; dataDir: string; nodeArgs?: string[] }): Promise<Cluster> {
  return startCluster({
    ...options,
    configPath: path.join(options.dataDir, "nginx.conf"),
    env: {
      AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      MAIL_DRIVER: "outbox",
      MAIL_OUTBOX: path.join(options.dataDir, "outbox.jsonl"),
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${options.port}`,
    },
    firstEnv: { SEED_ON_START: "1" },
    log: (line) => {
      if (/error|warn/i.test(line) && !line.includes("[seed]")) console.log(line);
    },
  });
}

export type Req = { name: string; method?: "GET" | "POST"; path: () => string; body?: () => string; headers?: Record<string, string> };
export type Row = { route: string; requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };

export function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}

/** Runs `reqs` in rotation on every connection and returns one row per request name. */
export async function measure(base: string, reqs: Req[], connections: number, seconds: number): Promise<Row[]> {
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

export function print(title: string, rows: Row[], health: Row) {
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

/** Fetches each URL once, four at a time (a visitor's GET: no cookie), so their pages are cached. */
async function warm(urls: string[]): Promise<void> {
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`warming ${url} answered ${res.status}`);
      }
    }),
  );
}

export async function login(base: string, role: "candidate" | "employer"): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS[role];
  const res = await fetch(`${base}/api/v1/${role}/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`${role} login answered ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).filter((c) => c.includes("session-token")).join("; ");
}

/** The jobs (bench-data) and 1,000 candidate accounts that log in with the demo candidate's password. */
export async function loadWorkloadData(dbUrl: string, jobs: number): Promise<void> {
  await loadBenchJobs(dbUrl, jobs, { migrate: false });
  await sql(
    dbUrl,
    `INSERT INTO "User" (id, email, role, name, "passwordHash", "updatedAt")
     SELECT 'bench_c' || i, 'cand' || i || '@bench.example', 'Candidate', 'Candidate ' || i,
            (SELECT "passwordHash" FROM "User" WHERE email = '${DEMO_ACCOUNTS.candidate.email}' AND role = 'Candidate'), now()
     FROM generate_series(0, ${LOGIN_ACCOUNTS - 1}) AS i`,
  );
}

const OPEN_JOB = `j.status = 'approved' AND j."deletedAt" IS NULL AND j."closedAt" IS NULL AND j."validThrough" > (now() AT TIME ZONE 'UTC') AND e.status = 'approved'`;

/**
 * The mixed workload: pages, searches, job pages, logins, applies and an employer's list, every
 * route visited once before it is measured. Job pages come in two rows: the popular ones (each visited
 * once before, so served from the cache a visitor's job page has, decision 0040) and the long tail (5,000
 * others, mostly a first render).
 */
export async function mixedWorkload(base: string, dbUrl: string): Promise<Req[]> {
  const candidate = await login(base, "candidate");
  const employer = await login(base, "employer");
  const open = (await sql<{ id: string }>(dbUrl, `SELECT j.id FROM "Job" j JOIN "Employer" e ON e.id = j."employerId" WHERE ${OPEN_JOB} ORDER BY random() LIMIT ${5000 + POPULAR_JOBS}`)).map((r) => r.id);
  const popular = open.splice(0, POPULAR_JOBS);
  // Popular pages are warm, as on a live site: each visited once now. Without this every "popular"
  // request of a short run was a first render (200 pages, ~140 requests in 20 s).
  await warm(popular.map((id) => `${base}/jobs/${id}`));
  // Each apply takes an open job the demo candidate has not applied to (approved employer).
  const appliable = (
    await sql<{ id: string }>(
      dbUrl,
      `SELECT j.id FROM "Job" j JOIN "Employer" e ON e.id = j."employerId" WHERE ${OPEN_JOB}
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
    { name: "page /jobs/[id] popular", path: () => `/jobs/${pick(popular)}` },
    { name: "page /jobs/[id] long tail", path: () => `/jobs/${pick(open)}` },
    { name: "api get-job/[id]", path: () => `/api/v1/jobs/get-job/${pick(open)}` },
    { name: "api candidate/login", method: "POST", path: () => "/api/v1/candidate/login", body: () => JSON.stringify({ email: pick(loginEmails), password }) },
    { name: "api create-application", method: "POST", path: () => "/api/v1/applications/create-application", body: () => JSON.stringify({ jobId: appliable.pop() }), headers: { cookie: candidate } },
    { name: "api employer job-applicants", path: () => "/api/v1/applications/job-applicants", headers: { cookie: employer } },
    { name: "api get-jobs ?qualification+search", path: () => "/api/v1/jobs/get-jobs?qualification=B.Tech&search=engineer" },
  ];
  for (const req of mixed) await fetch(`${base}${req.path()}`, { headers: req.headers }).then((r) => r.arrayBuffer());
  for (const id of popular) await fetch(`${base}/jobs/${id}`).then((r) => r.arrayBuffer());
  return mixed;
}
