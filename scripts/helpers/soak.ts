// The memory soak of npm run bench:load (BENCH_MODES=soak): RSS and a heap snapshot after a warm-up,
// then after a bounded load and an idle pause, and what grew in between, by constructor. A leak keeps
// growing with the load; a high-water mark (V8 keeping pages it grew into) does not.
import { mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { heapGrowth, summarizeHeap } from "./heap-diff";
import type { Instance } from "@/lib/ops/cluster";

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 3);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:"));
  return Math.round(Number(line?.replace(/\D+/g, "") ?? 0) / 1024);
}

/** Signals the server to write a heap snapshot and waits until the file is complete. */
async function snapshot(instance: Instance, dir: string): Promise<string> {
  const before = new Set(readdirSync(dir));
  instance.process.kill("SIGUSR2");
  // Writing a snapshot of a few hundred MB blocks the server for a minute or more on a busy machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    await sleep(1000);
    const file = readdirSync(dir).find((name) => !before.has(name) && name.endsWith(".heapsnapshot"));
    if (!file) continue;
    const full = path.join(dir, file);
    const size = statSync(full).size;
    await sleep(1500);
    if (statSync(full).size === size && size > 0) return full;
  }
  throw new Error("no heap snapshot within 300 s");
}

export async function soak(options: { instance: Instance; snapshots: string; run: (seconds: number) => Promise<unknown> }) {
  const { instance, snapshots } = options;
  const pid = instance.process.pid!;
  mkdirSync(snapshots, { recursive: true });
  await options.run(10); // warm-up: code paths compiled, caches filled
  await sleep(5000);
  const rss = [{ when: "after warm-up", rssMb: rssMb(pid) }];
  const first = await snapshot(instance, snapshots);
  rss.push({ when: "after snapshot 1", rssMb: rssMb(pid) });
  for (let round = 1; round <= ROUNDS; round++) {
    await options.run(SOAK_SECONDS);
    rss.push({ when: `after load round ${round} (${SOAK_SECONDS} s, 50 connections)`, rssMb: rssMb(pid) });
  }
  await sleep(15_000);
  rss.push({ when: "idle 15 s", rssMb: rssMb(pid) });
  const second = await snapshot(instance, snapshots);
  rss.push({ when: "after snapshot 2", rssMb: rssMb(pid) });
  console.log("\nMemory soak: RSS of the server");
  console.table(rss);
  const [a, b] = [await summarizeHeap(first), await summarizeHeap(second)];
  console.log(`heap (live objects in the snapshots): ${(a.totalBytes / 1e6).toFixed(1)} MB before, ${(b.totalBytes / 1e6).toFixed(1)} MB after`);
  console.table(heapGrowth(a, b));
}
