// A yardstick for the page benchmarks: the smallest App Router app (a layout and a page with a heading
// and a paragraph) built with THIS repo's node_modules, so the same Next and React versions, and
// served by `next start`. What a page of ours costs beyond what Next itself costs is measured against it.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const NEXT_BIN = path.join(REPO_ROOT, "node_modules", "next", "dist", "bin", "next");
const BUILD_TIMEOUT_MS = 10 * 60_000;
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({ name: "minimal-next-app", private: true }, null, 2),
  // node_modules is a symlink out of this folder: Turbopack refuses files outside its root unless the
  // root holds both. The type check is skipped: it would time tsc, not the page.
  "next.config.mjs": `export default { turbopack: { root: "/" }, outputFileTracingRoot: "/", typescript: { ignoreBuildErrors: true } };\n`,
  "app/layout.tsx": `import type { ReactNode } from "react";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.tsx": `export default function Page() {
  return (
    <main>
      <h1>A minimal page</h1>
      <p>The same Next version as the portal, with nothing else: the yardstick of the page benchmarks.</p>
    </main>
  );
}
`,
};

/** The environment of a child Next process: ours without the variables that would point it at our build. */
function childEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  delete env.NEXT_DIST_DIR;
  delete env.NODE_OPTIONS; // tsx's loader flags are for this script, not for Next
  return { ...env, ...extra };
}

/** Runs `next <args>` in `cwd` to its end; rejects on a non-zero exit or after `timeoutMs` (killing it). */
function runNext(args: string[], cwd: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [NEXT_BIN, ...args], { cwd, env: childEnv(), stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`next ${args.join(" ")} failed (${signal ?? `exit ${code}`}) in ${cwd}:\n${output}`));
    });
  });
}

export type MinimalApp = { dir: string; distDir: string; remove: () => Promise<void> };

/** Writes the minimal app to a fresh temporary folder and builds it; the folder is removed if that fails. */
export async function buildMinimalApp(): Promise<MinimalApp> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "minimal-next-app-"));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    for (const [name, text] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await writeFile(path.join(dir, name), text);
    }
    await symlink(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
    await runNext(["build"], dir, BUILD_TIMEOUT_MS);
    return { dir, distDir: path.join(dir, ".next"), remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

export type RunningServer = { url: string; stop: () => Promise<void> };

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000), redirect: "manual" });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", () => resolve()));
}

/**
 * `next start` in `dir` on 127.0.0.1:`port` (`env` is added to ours, e.g. NEXT_DIST_DIR for one of the
 * repo's builds); resolves once the server answers an HTTP request, rejects if it exits or stays silent
 * for 90 s. `stop` ends its process group (Next may fork) and waits for it.
 */
export async function startServer(dir: string, port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  if (await answers(url)) throw new Error(`something already answers on ${url}`);
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: dir,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);

  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), STOP_TIMEOUT_MS);
    await exited(child);
    clearTimeout(timer);
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`next start exited (${child.signalCode ?? `exit ${child.exitCode}`}) in ${dir}:\n${output}`);
    }
    if (await answers(url)) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error(`next start in ${dir} did not answer on ${url} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
