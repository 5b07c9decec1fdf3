// N `next start` servers on consecutive ports of 127.0.0.1 and nginx in front of them, all on one
// Postgres and one data folder (the stand-in for a shared volume). Used by npm run cluster,
// npm run test:cluster and npm run bench:load. Needs a production build (npm run build).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nginxConfig } from "@/lib/ops/nginx-conf";

export type ClusterOptions = {
  instances: number;
  /** The balancer's port; the app servers take the next N ports. */
  port: number;
  databaseUrl: string;
  dataDir: string;
  /** Where the generated nginx config is written (deploy/nginx.conf by default). */
  configPath?: string;
  env?: Record<string, string>;
  /** Extra node flags for the servers (e.g. --heapsnapshot-signal=SIGUSR2). */
  nodeArgs?: string[];
  /** Only for the first server (e.g. SEED_ON_START=1, so one process seeds). */
  firstEnv?: Record<string, string>;
  /** Where the servers' output goes (each line prefixed with its name). */
  log?: (line: string) => void;
};

export type Instance = { name: string; port: number; url: string; process: ChildProcess; exited: Promise<number | null> };

export type Cluster = {
  url: string;
  instances: Instance[];
  configPath: string;
  stopInstance(index: number, signal?: NodeJS.Signals): Promise<number | null>;
  stop(): Promise<void>;
};

const NEXT_BIN = path.join(process.cwd(), "node_modules", "next", "dist", "bin", "next");

function pipe(child: ChildProcess, name: string, log: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = "";
    stream?.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) log(`[${name}] ${line}`);
    });
  }
}

export async function waitForOk(url: string, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${url}: the process exited before it was ready`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then((res) => res.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

function startInstance(index: number, options: ClusterOptions, log: (line: string) => void): Instance {
  const port = options.port + 1 + index;
  const name = `app${index + 1}`;
  // No `-H 127.0.0.1`: with a loopback hostname Next takes every rewrite of the proxy for an outside
  // address and proxies it over HTTP to itself, twice the work, and a 500 behind TLS (vercel/next.js#94745;
  // docs/deploying.md). Like `npm start` and the e2e servers, they listen on every interface; every
  // request here still goes to 127.0.0.1.
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), NEXT_BIN, "start", "-p", String(port), "--keepAliveTimeout", "65000"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      // nginx appends the client's address to X-Forwarded-For: the one proxy to trust.
      TRUST_PROXY_HOPS: "1",
      ...options.env,
      ...(index === 0 ? options.firstEnv : {}),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  pipe(child, name, log);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { name, port, url: `http://127.0.0.1:${port}`, process: child, exited };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? ((line: string) => console.log(line));
  const instances: Instance[] = [];
  let nginx: ChildProcess | undefined;
  const prefix = mkdtempSync(path.join(tmpdir(), "cluster-nginx-"));
  mkdirSync(path.join(prefix, "tmp"));
  const configPath = path.resolve(options.configPath ?? path.join("deploy", "nginx.conf"));

  const stop = async () => {
    nginx?.kill("SIGQUIT");
    await Promise.all(
      instances.map(async (instance) => {
        if (instance.process.exitCode === null && instance.process.signalCode === null) instance.process.kill("SIGTERM");
        const timer = setTimeout(() => instance.process.kill("SIGKILL"), 15_000);
        await instance.exited;
        clearTimeout(timer);
      }),
    );
    rmSync(prefix, { recursive: true, force: true });
  };

  try {
    // The first server applies pending migrations; the others start once it is ready.
    instances.push(startInstance(0, options, log));
    await waitForOk(`${instances[0].url}/api/ready`, 120_000, () => instances[0].process.exitCode === null);
    for (let i = 1; i < options.instances; i++) instances.push(startInstance(i, options, log));
    await Promise.all(instances.slice(1).map((instance) => waitForOk(`${instance.url}/api/ready`, 120_000, () => instance.process.exitCode === null)));

    mkdirSync(path.dirname(configPath), { recursive: true });
    writeFileSync(
      configPath,
      nginxConfig({ listen: `127.0.0.1:${options.port}`, upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`) }),
    );
    nginx = spawn("nginx", ["-p", prefix, "-c", configPath], { stdio: ["ignore", "pipe", "pipe"] });
    pipe(nginx, "nginx", log);
    const url = `http://127.0.0.1:${options.port}`;
    await waitForOk(`${url}/api/health`, 15_000, () => nginx?.exitCode === null);

    return {
      url,
      instances,
      configPath,
      async stopInstance(index, signal = "SIGTERM") {
        instances[index].process.kill(signal);
        return instances[index].exited;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
