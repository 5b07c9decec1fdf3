// npm run bench:load: a mixed workload through the real server (next start), then through nginx in
// front of 2 servers: browse pages, search, open jobs, log in, apply, employer lists, on 100,000 jobs
// (BENCH_JOBS), at 20 and 50 connections (BENCH_CONNECTIONS) for 60 s each (BENCH_DURATION). Also the
// bench:jobs search shapes at 20 connections. Every figure is printed beside its ratio to a trivial
// call (/api/health) timed the same way in the same run. Needs a production build; 127.0.0.1 only.
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { soak } from "./helpers/soak";
import { createScratchDatabase } from "./helpers/scratch-database";
import { SEARCH_SHAPES, loadWorkloadData, measure, mixedWorkload, print, startBenchCluster, type Row } from "./helpers/load";

const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 60);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "20,50").split(",").map(Number);
const MODES = (process.env.BENCH_MODES ?? "single,cluster").split(",");
const PORT = Number(process.env.BENCH_PORT ?? 3290);

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
      const cluster = await startBenchCluster({
        nodeArgs: mode === "soak" ? ["--heapsnapshot-signal=SIGUSR2", `--diagnostic-dir=${snapshots}`] : [],
        instances: mode === "cluster" ? 2 : 1,
        port: PORT,
        databaseUrl: dbUrl,
        dataDir,
      });
      try {
        if (!loaded) {
          await loadWorkloadData(dbUrl, JOBS);
          loaded = true;
        }
        const base = mode === "cluster" ? cluster.url : cluster.instances[0].url;
        const mixed = await mixedWorkload(base, dbUrl);
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
