// npm run bench:match: matching both ways (decisions.md section 14) at scale. Creates a scratch database
// on BENCH_DATABASE_URL's server (default: local Postgres), migrates it (the skill catalogue comes with the
// migrations), bulk-loads BENCH_JOBS open jobs with 5 skills each and BENCH_CANDIDATES candidates with 10
// skills each, serves the two services over node:http in this process and runs autocannon (20 connections):
// recommended jobs for a random candidate, and page 1 of matching candidates for a random job, each beside
// a `SELECT 1` through the same server and Prisma client in the same run. Then drops the database.
// Goal (issue 23): p95 within 10x the trivial call.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadBenchJobs } from "@/lib/ops/bench-data";
import { loadBenchSkills } from "@/lib/ops/bench-match-data";
import type { SessionUser } from "@/lib/auth/types";
import { measure, ratio, withScratchDatabase } from "./helpers/bench";

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL_RATIO = 10;

const pick = (n: number) => 1 + Math.floor(Math.random() * n);

async function bench(url: string) {
  let inFlight = 0;
  let server: http.Server | undefined;
  let disconnect: (() => Promise<void>) | undefined;
  try {
    await loadBenchJobs(url, JOBS);
    await loadBenchSkills(url, CANDIDATES, JOBS, process.env.BENCH_SKEW === "core" ? "core" : "sector");
    // lib/db reads DATABASE_URL when first imported: point it at the scratch database first.
    process.env.DATABASE_URL = url;
    const dbModule = await import("@/lib/db");
    disconnect = dbModule.disconnectDatabase;
    const { recommendedJobs } = await import("@/lib/matching/service/recommended");
    const { listMatchingCandidates } = await import("@/lib/matching/service/candidates");
    const approvedJobs = (
      await dbModule.db.$queryRaw<{ id: string; userId: string }[]>`
        SELECT j."id", e."userId" FROM "Job" j JOIN "Employer" e ON e."id" = j."employerId"
        WHERE j."status" = 'approved' AND e."status" = 'approved' ORDER BY random() LIMIT 2000`
    );
    const user = (id: string, role: SessionUser["role"]) => ({ id, role, name: "Bench", email: "bench@bench.example" }) as SessionUser;

    server = http.createServer(async (req, res) => {
      inFlight++;
      try {
        let response: unknown = {};
        if (req.url === "/trivial") await dbModule.db.$queryRaw`SELECT 1`;
        else if (req.url === "/recommended") response = await recommendedJobs(user(`bench_c${pick(CANDIDATES)}`, "Candidate"));
        else if (req.url === "/matching") {
          const job = approvedJobs[pick(approvedJobs.length) - 1];
          response = await listMatchingCandidates(user(job.userId, "Employer"), { id: job.id }, { page: 1, verifiedOnly: false });
        }
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ success: true, response }));
      } catch (error) {
        console.error(error);
        res.writeHead(500).end();
      } finally {
        inFlight--;
      }
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ["/trivial", "/recommended", "/matching"]) await fetch(`${baseUrl}${path}`).then((r) => r.text());

    const run = (label: string, path: string) => measure(label, `${baseUrl}${path}`, CONNECTIONS, DURATION_S);
    const trivial = await run("trivial: SELECT 1", "/trivial");
    const rows = [{ ...trivial, "p95 ÷ trivial": "1.0x" }];
    for (const [label, path] of [
      [`recommended jobs (1 of ${CANDIDATES} candidates, ${JOBS} jobs)`, "/recommended"],
      [`matching candidates (1 of ${JOBS} jobs, ${CANDIDATES} candidates)`, "/matching"],
    ] as const) {
      const row = await run(label, path);
      rows.push({ ...row, "p95 ÷ trivial": ratio(row.p95, trivial.p95) });
    }
    console.table(rows);
    const slow = rows.slice(1).filter((r) => !(r.p95 <= GOAL_RATIO * trivial.p95));
    console.log(slow.length ? `p95 goal (${GOAL_RATIO}x trivial) missed by: ${slow.map((r) => r.scenario).join(", ")}` : `p95 within ${GOAL_RATIO}x trivial in every scenario`);
    process.exitCode = rows.some((r) => r.non2xx > 0) ? 1 : 0;
  } finally {
    // autocannon stops at its deadline with requests still running here: let them finish first.
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await disconnect?.().catch(() => undefined);
  }
}

withScratchDatabase(SERVER_URL, bench).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
