// npm run bench:pages: where visitors land (issue 28), each figure beside its reference in one run.
// 1. JavaScript per page (gzip -9, modern scripts) against the framework's floor: a minimal app of
//    the same Next version, built here. Goals: marketing pages ≤ floor × 1.05; login, signup and
//    contact ≤ floor + 25 kB.
// 2. Home's Largest Contentful Paint against the minimal page's (Lighthouse mobile, alternating runs,
//    median of BENCH_LIGHTHOUSE_RUNS, 3 by default). Goal ≤ 1.3×.
// 3. Under bench:load's mixed workload (20 connections, BENCH_DURATION s, BENCH_JOBS jobs): a popular
//    job page (goal ≤ 2× /api/health at p95) and apply (≤ 3×); the long tail's first renders shown too.
// 4. Job search through the server, every shape of bench:jobs (≤ 2× /api/health at p95).
// Needs a production build (NEXT_DIST_DIR or .next), Postgres (BENCH_DATABASE_URL, a scratch database
// is made and dropped), nginx and Chromium; traffic to 127.0.0.1 only; every loop is bounded.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createScratchDatabase } from "./helpers/scratch-database";
import { SEARCH_SHAPES, loadWorkloadData, measure, mixedWorkload, startBenchCluster, type Row } from "./helpers/load";
import { FORM_ROUTES, MARKETING_ROUTES, pageJsSizes } from "./helpers/page-js.mjs";
import { buildMinimalApp, startServer } from "./helpers/minimal-next-app";
import { alternateLcp } from "./helpers/lighthouse";

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 30);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3280);
const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

type Figure = { figure: string; value: string; reference: string; ratio: string; goal: string; met: string };
const figures: Figure[] = [];

function record(figure: string, value: number, reference: number, unit: string, goal: { ratio?: number; plus?: number }) {
  const ratio = value / reference;
  const limit = goal.ratio !== undefined ? reference * goal.ratio : reference + (goal.plus ?? 0);
  figures.push({
    figure,
    value: `${value.toFixed(1)} ${unit}`,
    reference: `${reference.toFixed(1)} ${unit}`,
    ratio: `${ratio.toFixed(2)}x`,
    goal: goal.ratio !== undefined ? `<= ${goal.ratio}x` : `<= +${goal.plus} ${unit}`,
    met: value <= limit ? "yes" : "NO",
  });
}

const p95Row = (rows: Row[], name: string) => rows.find((row) => row.route === name)!;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pages-"));
  console.log("Building a minimal app of the same Next version (the reference)…");
  const minimal = await buildMinimalApp();
  const minimalServer = await startServer(minimal.dir, PORT + 50);
  const scratch = await createScratchDatabase(SERVER_URL, `benchpages_${randomBytes(4).toString("hex")}`);
  let failed = false;
  try {
    const cluster = await startBenchCluster({ instances: 1, port: PORT, databaseUrl: scratch.url, dataDir });
    try {
      const base = cluster.instances[0].url;

      // 1. JavaScript per page.
      const [floorPage] = await pageJsSizes({ distDir: minimal.distDir, routes: ["/"], baseUrl: minimalServer.url });
      const floorKb = floorPage.bytes / 1000;
      // /contact-us is in both lists: measured once, against the forms' goal.
      const routes = [...new Set([...MARKETING_ROUTES, ...FORM_ROUTES])];
      const pages = await pageJsSizes({ distDir: DIST_DIR, routes, baseUrl: base });
      for (const page of pages) {
        const form = FORM_ROUTES.includes(page.route);
        record(`JS ${page.route}`, page.bytes / 1000, floorKb, "kB", form ? { plus: 25 } : { ratio: 1.05 });
      }

      // 2. Home's LCP, quiet machine (before any load).
      const lcp = await alternateLcp(`${base}/`, `${minimalServer.url}/`, LIGHTHOUSE_RUNS);
      console.log(`\nLighthouse (mobile), home vs minimal page, ${LIGHTHOUSE_RUNS} alternating runs:`);
      console.table(lcp.runs);
      record("LCP home (median)", lcp.medianA, lcp.medianB, "ms", { ratio: 1.3 });

      // 3. The mixed workload.
      await loadWorkloadData(scratch.url, JOBS);
      const mixed = await mixedWorkload(base, scratch.url);
      const [health] = await measure(base, [{ name: "health", path: () => "/api/health" }], 20, Math.min(15, DURATION_S));
      const rows = await measure(base, mixed, 20, DURATION_S);
      console.log(`\nMixed workload, 1 server, 20 connections, ${DURATION_S} s, ${JOBS} jobs (health p95 ${health.p95} ms):`);
      console.table(rows.map(({ route, requests, p50, p95, p99, errors }) => ({ route, requests, p50, p95, p99, errors })));
      if (rows.some((row) => row.errors > 0)) failed = true;
      record("p95 job page (popular), mixed load", p95Row(rows, "page /jobs/[id] popular").p95, health.p95, "ms", { ratio: 2 });
      record("p95 job page (long tail, first render), mixed load", p95Row(rows, "page /jobs/[id] long tail").p95, health.p95, "ms", { ratio: 2 });
      record("p95 apply, mixed load", p95Row(rows, "api create-application").p95, health.p95, "ms", { ratio: 3 });

      // 4. Job search through the server.
      const seconds = Math.min(10, DURATION_S);
      const [searchHealth] = await measure(base, [{ name: "health", path: () => "/api/health" }], 20, seconds);
      for (const shape of SEARCH_SHAPES) {
        const [row] = await measure(base, [{ name: shape.name, path: () => `/api/v1/jobs/get-jobs${shape.query ? `?${shape.query}` : ""}` }], 20, seconds);
        if (row.errors > 0) failed = true;
        record(`p95 ${shape.name}`, row.p95, searchHealth.p95, "ms", { ratio: 2 });
      }
    } finally {
      await cluster.stop();
    }
  } finally {
    await minimalServer.stop();
    await scratch.drop().catch(() => undefined);
    rmSync(minimal.dir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\nbench:pages ${new Date().toISOString().slice(0, 10)} (each figure beside its reference in this run)`);
  console.table(figures);
  if (failed) console.log("\nSome requests failed (errors must be 0).");
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`bench:pages failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
