// SIGTERM: stop taking connections, finish requests in flight (up to the grace period), run the
// shutdown hooks (worker, then pool), exit 0. A child process plays `next start` (fixture).
import { type ChildProcess, spawn } from "node:child_process";
import { request } from "node:http";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const FIXTURE = path.join(__dirname, "fixtures", "shutdown-server.ts");
let child: ChildProcess | undefined;

function start(env: Record<string, string> = {}): Promise<{ port: number; output: () => string; exit: Promise<number | null> }> {
  child = spawn(process.execPath, ["--import", "tsx", FIXTURE], {
    cwd: path.join(__dirname, "..", ".."),
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (chunk) => (out += chunk));
  child.stderr!.on("data", (chunk) => (out += chunk));
  const exit = new Promise<number | null>((resolve) => child!.once("exit", (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`fixture did not start: ${out}`)), 30_000);
    child!.stdout!.on("data", () => {
      const match = /port=(\d+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), output: () => out, exit });
      }
    });
  });
}

function get(port: number, ms: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: `/?ms=${ms}`, agent: false }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
});

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new connections, runs the hooks and exits 0", async () => {
    const server = await start();
    const inFlight = get(server.port, 1500);
    await sleep(300);
    child!.kill("SIGTERM");
    await sleep(200);
    await expect(get(server.port, 0)).rejects.toThrow(/ECONNREFUSED/);
    expect(await inFlight).toEqual({ status: 200, body: "done after 1500" });
    expect(await server.exit).toBe(0);
    const output = server.output();
    expect(output).toContain("SIGTERM received");
    // Hooks run in reverse order of registration: the worker stops before the pool closes.
    expect(output.indexOf("worker stopped")).toBeGreaterThan(-1);
    expect(output.indexOf("worker stopped")).toBeLessThan(output.indexOf("pool closed"));
  });

  it("exits 0 when a request outlasts the grace period", async () => {
    const server = await start({ SHUTDOWN_GRACE_MS: "1000" });
    const stuck = get(server.port, 20_000).catch((error: Error) => error);
    await sleep(300);
    const signalled = Date.now();
    child!.kill("SIGTERM");
    expect(await server.exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(5000);
    expect(server.output()).toContain("grace period over");
    expect(await stuck).toBeInstanceOf(Error);
  });
});
