// npm run bench:match: matching both ways (decisions.md section 14) at scale. Creates a scratch database
// on BENCH_DATABASE_URL's server (default: local Postgres), migrates it (the skill catalogue comes with the
// migrations), bulk-loads BENCH_JOBS open jobs with 5 skills each and BENCH_CANDIDATES candidates with 10
// skills each, then builds the precomputed top lists (docs/decisions/0039) with BENCH_REFRESH_WORKERS
// runs of the refresh-top-lists task at once, timed (beside a SELECT 1's median). BENCH_LISTS bounds the
// build at scale: only the first BENCH_LISTS candidates and BENCH_LISTS sampled jobs (at most 2,000) get
// lists (the time of the full build is then extrapolated). It serves the two services over node:http in this process and runs
// autocannon (20 connections): recommended jobs for a random candidate, and page 1 of matching candidates
// for a random job, each from a fresh list and from a dirty one (the live fallback), beside a `SELECT 1`
// through the same server and Prisma client in the same run. Then drops the database.
// Goal (issue 23): p95 within 10x the trivial call.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { loadBenchJobs } from "./helpers/bench-data";
import { loadBenchSkills } from "./helpers/bench-match-data";
import type { SessionUser } from "@/lib/auth/types";
import { measure, ms, ratio, selectOneTimer, withScratchDatabase } from "./helpers/bench";

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const GOAL_RATIO = 10;
const REFRESH_WORKERS = Number(process.env.BENCH_REFRESH_WORKERS ?? 2);
const LISTS = process.env.BENCH_LISTS ? Number(process.env.BENCH_LISTS) : undefined;
/** Candidates read from a fresh list are bench_c1.. up to this; dirty ones are taken among them. */
const LISTED_CANDIDATES = Math.min(LISTS ?? CANDIDATES, CANDIDATES);
/** bench_c1.. up to this are read from a dirty list (the live fallback), the rest from a fresh one. */
const DIRTY_CANDIDATES = Math.min(1000, Math.floor(LISTED_CANDIDATES / 2));

const pick = (n: number) => 1 + Math.floor(Math.random() * n);

type DbModule = typeof import("@/lib/db");

/**
 * Builds the lists as the task does, REFRESH_WORKERS runs at once, each run repeated until it finds
 * nothing to do; answers the seconds it took. With BENCH_LISTS, first drops the state rows of owners
 * outside the sample, so only the sample is built.
 */
async function buildLists({ db }: DbModule, sampledJobs: string[]): Promise<number> {
  if (LISTS !== undefined) {
    await db.$executeRaw`DELETE FROM "TopJobList" WHERE NOT ("candidateId" = ANY(${Array.from({ length: LISTED_CANDIDATES }, (_, i) => `bench_c${i + 1}`)}::text[]))`;
    await db.$executeRaw`DELETE FROM "TopCandidateList" WHERE NOT ("jobId" = ANY(${sampledJobs}::text[]))`;
  }
  const { refreshTopLists } = await import("@/lib/matching/service/top-lists/refresh");
  const queued = async () =>
    (
      await db.$queryRaw<{ n: number }[]>`
        SELECT ((SELECT count(*) FROM "TopJobList" WHERE "dirty" OR "spread") + (SELECT count(*) FROM "TopCandidateList" WHERE "dirty" OR "spread"))::int AS "n"`
    )[0].n;
  const started = Date.now();
  let lists = 0;
  const progress = setInterval(() => console.log(`  building: ${lists} lists after ${((Date.now() - started) / 1000).toFixed(0)} s`), 60_000);
  try {
    await Promise.all(
      Array.from({ length: REFRESH_WORKERS }, async () => {
        // A run that finds nothing may have met the other's locks: stop once nothing is queued (or
        // after 20 empty runs in a row, which would be a bug worth seeing in the output).
        for (let idle = 0; idle < 20; ) {
          const run = await refreshTopLists({ now: new Date(), budgetMs: 30_000 });
          lists += run.candidateLists.length + run.jobLists.length;
          const did = run.candidateLists.length + run.jobLists.length + run.jobsSpread.length + run.candidatesSpread.length;
          if (did > 0) idle = 0;
          else if ((await queued()) === 0) return;
          else {
            idle++;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
        }
      }),
    );
  } finally {
    clearInterval(progress);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`built ${lists} lists in ${seconds.toFixed(1)} s with ${REFRESH_WORKERS} runs at once (${await queued()} owners still queued)`);
  await db.$executeRawUnsafe(`VACUUM ANALYZE "TopJobList", "TopJob", "TopCandidateList", "TopCandidate"`);
  const sizes = await db.$queryRaw<{ name: string; rows: number; mb: number }[]>`
    SELECT c.relname AS "name", c.reltuples::bigint::int AS "rows", (pg_total_relation_size(c.oid) / 1048576)::int AS "mb"
    FROM pg_class c WHERE c.relname IN ('TopJob', 'TopCandidate', 'TopJobList', 'TopCandidateList') ORDER BY c.relname`;
  console.log(`list tables (rows, MB with indexes): ${sizes.map((t) => `${t.name} ${t.rows} ${t.mb}`).join(", ")}`);
  return seconds;
}

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
        WHERE j."status" = 'approved' AND e."status" = 'approved' ORDER BY random() LIMIT ${Math.min(LISTS ?? 2000, 2000)}`
    );
    const user = (id: string, role: SessionUser["role"]) => ({ id, role, name: "Bench", email: "bench@bench.example" }) as SessionUser;

    const trivialMedian = await selectOneTimer(dbModule.db)(50);
    const buildSeconds = await buildLists(dbModule, approvedJobs.map((job) => job.id));
    const fullBuild = LISTS === undefined ? "" : `; all ${CANDIDATES + JOBS} owners' lists at that rate: ~${((buildSeconds * (CANDIDATES + JOBS)) / (LISTED_CANDIDATES + approvedJobs.length) / 60).toFixed(0)} min`;
    console.log(`list build: ${buildSeconds.toFixed(1)} s (SELECT 1 median ${ms(trivialMedian)} in the same run)${fullBuild}`);
    // Half the sampled jobs and DIRTY_CANDIDATES candidates are marked dirty: their reads take the fallback.
    const dirtyJobs = approvedJobs.slice(0, approvedJobs.length / 2);
    const freshJobs = approvedJobs.slice(approvedJobs.length / 2);
    const dirtyCandidates = Array.from({ length: DIRTY_CANDIDATES }, (_, i) => `bench_c${i + 1}`);
    await dbModule.db.$executeRaw`UPDATE "TopCandidateList" SET "dirty" = true WHERE "jobId" = ANY(${dirtyJobs.map((job) => job.id)}::text[])`;
    await dbModule.db.$executeRaw`UPDATE "TopJobList" SET "dirty" = true WHERE "candidateId" = ANY(${dirtyCandidates}::text[])`;
    const freshCandidate = () => `bench_c${DIRTY_CANDIDATES + pick(LISTED_CANDIDATES - DIRTY_CANDIDATES)}`;
    const matching = (jobs: typeof approvedJobs) => {
      const job = jobs[pick(jobs.length) - 1];
      return listMatchingCandidates(user(job.userId, "Employer"), { id: job.id }, { page: 1, verifiedOnly: false });
    };

    server = http.createServer(async (req, res) => {
      inFlight++;
      try {
        let response: unknown = {};
        if (req.url === "/trivial") await dbModule.db.$queryRaw`SELECT 1`;
        else if (req.url === "/recommended") response = await recommendedJobs(user(freshCandidate(), "Candidate"));
        else if (req.url === "/recommended-dirty") response = await recommendedJobs(user(dirtyCandidates[pick(DIRTY_CANDIDATES) - 1], "Candidate"));
        else if (req.url === "/matching") response = await matching(freshJobs);
        else if (req.url === "/matching-dirty") response = await matching(dirtyJobs);
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
    for (const path of ["/trivial", "/recommended", "/matching", "/recommended-dirty", "/matching-dirty"]) await fetch(`${baseUrl}${path}`).then((r) => r.text());

    const run = (label: string, path: string) => measure(label, `${baseUrl}${path}`, CONNECTIONS, DURATION_S);
    const trivial = await run("trivial: SELECT 1", "/trivial");
    const rows = [{ ...trivial, "p95 ÷ trivial": "1.0x" }];
    for (const [label, path] of [
      [`recommended jobs, fresh list (1 of ${CANDIDATES} candidates, ${JOBS} jobs)`, "/recommended"],
      [`matching candidates, fresh list (1 of ${JOBS} jobs, ${CANDIDATES} candidates)`, "/matching"],
      ["recommended jobs, dirty list (live fallback)", "/recommended-dirty"],
      ["matching candidates, dirty list (live fallback)", "/matching-dirty"],
    ] as const) {
      const row = await run(label, path);
      rows.push({ ...row, "p95 ÷ trivial": ratio(row.p95, trivial.p95) });
    }
    console.table(rows);
    // The goal is the fresh lists' (the dirty ones are the minute after an edit, and the fallback).
    const slow = rows.slice(1, 3).filter((r) => !(r.p95 <= GOAL_RATIO * trivial.p95));
    console.log(slow.length ? `p95 goal (${GOAL_RATIO}x trivial) missed by: ${slow.map((r) => r.scenario).join(", ")}` : `p95 within ${GOAL_RATIO}x trivial from fresh lists`);
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
