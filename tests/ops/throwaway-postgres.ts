// A Postgres of the test's own: initdb in a temporary folder, started on a free port of 127.0.0.1,
// so a test can stop and start a database without touching the machine's server. initdb refuses
// to run as root, so as root it runs as the `postgres` user.
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export function findPgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (existsSync(path.join(bin, "initdb")) && existsSync(path.join(bin, "pg_ctl"))) return bin;
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ThrowawayPostgres = {
  url: string;
  port: number;
  stop(mode?: "fast" | "immediate"): void;
  start(): void;
  destroy(): void;
};

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPgBin();
  if (!bin) throw new Error("initdb not found under /usr/lib/postgresql");
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const file = path.join(bin, tool);
    const [cmd, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", file, ...args]] : [file, args];
    execFileSync(cmd, argv, { stdio: "pipe", timeout: 60_000 });
  };
  const dir = mkdtempSync(path.join(tmpdir(), "pg-throwaway-"));
  chmodSync(dir, 0o777); // the postgres user writes here
  const data = path.join(dir, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
  const stop = (mode: "fast" | "immediate" = "fast") => run("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "30", "stop"]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
