import { defineConfig, devices } from "@playwright/test";
import path from "node:path";

// e2e runs against a production server (`next start`) on its own data folder, seeded with the
// demo data. E2E_BASE_URL points the tests at a server that is already running instead.
const port = Number(process.env.E2E_PORT ?? 3100);
const external = process.env.E2E_BASE_URL;
// The second server: the build as served by default (e2e/forged-address.spec.ts reads the same port).
const directPort = port + 1;

function withoutKeys(env: NodeJS.ProcessEnv, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => !keys.includes(entry[0]) && entry[1] !== undefined));
}
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");
process.env.MAIL_OUTBOX ??= path.join(dataDir, "outbox.jsonl");

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // Time limits for a shared two-core machine, where CI ran 5x slower on 2026-11-27 (a whole flow of
  // one capability took 1.7-2.2 min): limits only fail slow runs; no assertion depends on them.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: external
    ? undefined
    : [
        {
          // Node closes idle keep-alive sockets after 5 s; a test that reuses one at that moment gets
          // ECONNRESET (seen in CI on a file download). Keep them longer than any pause in a test.
          command: `npx next start -p ${port} --keepAliveTimeout 120000`,
          url: `http://localhost:${port}/api/v1/openapi.json`,
          timeout: 180_000,
          reuseExistingServer: false,
          stdout: "pipe",
          stderr: "pipe",
          env: {
            ...(process.env as Record<string, string>),
            NODE_ENV: "production",
            PORT: String(port),
            DATA_DIR: dataDir,
            MAIL_DRIVER: "outbox",
            MAIL_OUTBOX: process.env.MAIL_OUTBOX,
            SEED_ON_START: "1",
            AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
            SITE_URL: `http://localhost:${port}`,
            // The tests play a reverse proxy: each names its client's address in X-Forwarded-For
            // (fakeClientIp), so the many accounts a run creates do not share one per-address quota.
            TRUST_PROXY_HOPS: "1",
            ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
          },
        },
        {
          // The same build served as it is by default (no proxy trusted), on its own embedded
          // database: e2e/forged-address.spec.ts checks that a client cannot name its own address.
          command: `npx next start -p ${directPort}`,
          url: `http://localhost:${directPort}/api/health`,
          timeout: 180_000,
          reuseExistingServer: false,
          stdout: "pipe",
          stderr: "pipe",
          env: {
            ...withoutKeys(process.env, ["DATABASE_URL", "TRUST_PROXY_HOPS"]),
            NODE_ENV: "production",
            PORT: String(directPort),
            DATA_DIR: `${dataDir}-direct`,
            MAIL_DRIVER: "outbox",
            MAIL_OUTBOX: path.join(`${dataDir}-direct`, "outbox.jsonl"),
            WORKER: "off",
            AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-0123456789",
            SITE_URL: `http://localhost:${directPort}`,
          },
        },
      ],
});
