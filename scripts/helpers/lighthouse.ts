// Lighthouse's performance category for the page benchmarks. Lighthouse 12 (13 needs Node 22) runs as
// its CLI in a child process: a fresh Chromium per run, its own temp profile, and no Lighthouse state in
// this process between runs. Mobile is Lighthouse's default (Moto G Power, simulated slow 4G).
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./bench";

const LIGHTHOUSE_BIN = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "node_modules", "lighthouse", "cli", "index.js");
const CHROME_FLAGS = "--headless=new --no-sandbox --disable-gpu";
const RUN_TIMEOUT_MS = 3 * 60_000;

export type FormFactor = "mobile" | "desktop";

/** One phase of the LCP as Lighthouse splits it (TTFB, Load Delay, Load Time, Render Delay). */
export type LcpPhase = { phase: string; timingMs: number };

export type LighthouseResult = {
  lcpMs: number;
  /** The performance score, 0-100. */
  score: number;
  /** The LCP element's HTML snippet as Lighthouse reports it (with its selector), or null without one. */
  lcpElement: string | null;
  lcpPhases: LcpPhase[];
  fcpMs: number;
};

type AuditDetailsTable = { type: string; items?: Record<string, unknown>[] };
type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { type: string; items?: AuditDetailsTable[] } }>;
};

function lcpElementOf(lhr: Lhr): { element: string | null; phases: LcpPhase[] } {
  const tables = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  let element: string | null = null;
  const phases: LcpPhase[] = [];
  for (const table of tables) {
    for (const row of table.items ?? []) {
      const node = row.node as { snippet?: string; selector?: string } | undefined;
      if (node && element === null) element = `${node.snippet ?? "?"} (${node.selector ?? "no selector"})`;
      if (typeof row.phase === "string" && typeof row.timing === "number") phases.push({ phase: row.phase, timingMs: Math.round(row.timing) });
    }
  }
  return { element, phases };
}

/** Runs Lighthouse's performance category on `url` (127.0.0.1 only) in headless Chromium (CHROME_PATH, /usr/bin/chromium by default). */
export async function lighthouseRun(url: string, { formFactor = "mobile" }: { formFactor?: FormFactor } = {}): Promise<LighthouseResult> {
  if (new URL(url).hostname !== "127.0.0.1") throw new Error(`benchmarks only run against 127.0.0.1, not ${url}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), "lighthouse-"));
  const report = path.join(dir, "report.json");
  const args = [
    LIGHTHOUSE_BIN,
    url,
    "--output=json",
    `--output-path=${report}`,
    "--only-categories=performance",
    `--chrome-flags=${CHROME_FLAGS}`,
    "--quiet",
    "--no-enable-error-reporting",
    ...(formFactor === "desktop" ? ["--preset=desktop"] : []),
  ];
  try {
    await new Promise<void>((resolve, reject) => {
      execFile(
        process.execPath,
        args,
        { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || "/usr/bin/chromium" }, timeout: RUN_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 },
        (error, _stdout, stderr) => (error ? reject(new Error(`lighthouse ${url} failed: ${error.message}\n${stderr.slice(-4000)}`)) : resolve()),
      );
    });
    const lhr = JSON.parse(await readFile(report, "utf8")) as Lhr;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue;
    const score = lhr.categories.performance.score;
    if (lcpMs === undefined || score === null) throw new Error(`lighthouse ${url}: no LCP or score in the report`);
    const { element, phases } = lcpElementOf(lhr);
    return { lcpMs: Math.round(lcpMs), score: Math.round(score * 100), lcpElement: element, lcpPhases: phases, fcpMs: Math.round(lhr.audits["first-contentful-paint"]?.numericValue ?? NaN) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One round of alternateLcp, as a table row (console.table). */
export type AlternateRun = { run: number; lcpMsA: number; scoreA: number; lcpMsB: number; scoreB: number };

export type AlternateResult = {
  runs: AlternateRun[];
  /** Median LCP in ms of A and of B, and A's over B's. */
  medianA: number;
  medianB: number;
  ratio: number;
  medianScoreA: number;
  medianScoreB: number;
  /** Every run's full figures (LCP element, its phases, FCP). */
  a: LighthouseResult[];
  b: LighthouseResult[];
};

/**
 * Lighthouse on `urlA` and `urlB` in turn (A, B, A, B, …) `runs` times each, so that the machine's noise
 * falls on both alike; the figures of each run and the medians. B is the yardstick (the minimal app).
 */
export async function alternateLcp(urlA: string, urlB: string, runs = 3, options: { formFactor?: FormFactor } = {}): Promise<AlternateResult> {
  const a: LighthouseResult[] = [];
  const b: LighthouseResult[] = [];
  for (let i = 0; i < runs; i++) {
    a.push(await lighthouseRun(urlA, options));
    b.push(await lighthouseRun(urlB, options));
  }
  const medianA = median(a.map((r) => r.lcpMs));
  const medianB = median(b.map((r) => r.lcpMs));
  return {
    runs: a.map((ra, i) => ({ run: i + 1, lcpMsA: ra.lcpMs, scoreA: ra.score, lcpMsB: b[i].lcpMs, scoreB: b[i].score })),
    medianA,
    medianB,
    ratio: medianA / medianB,
    medianScoreA: median(a.map((r) => r.score)),
    medianScoreB: median(b.map((r) => r.score)),
    a,
    b,
  };
}
