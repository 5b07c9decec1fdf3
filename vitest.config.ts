import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": root, "server-only": path.join(root, "tests/helpers/server-only-stub.ts") } },
  test: {
    environment: "node",
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["e2e/**", "**/node_modules/**", ".next*/**", ".data*/**"],
    // Limits that only stop a hung test: a shared machine ran CI 6.5x slower on some days, when the
    // slowest tests (~8 s here) came near the old 60 s.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    // One process per test file: PGlite (wasm) and the per-file database stay private to the file.
    pool: "forks",
    // At least two files at a time: the integration tests mostly wait for Postgres, and Vitest's
    // default (cores - 1) runs one at a time on a two-core machine (428 s against 289 s for the suite).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // How tests get a database: see tests/setup/integration.ts.
    globalSetup: ["tests/setup/global-db.ts"],
    setupFiles: ["tests/setup/integration.ts"],
    // next-auth imports "next/server" without an extension (Node's ESM refuses it) and must see
    // vi.mock("next/headers"): processed by Vite, the real Auth.js runs in tests/auth/sessions.test.ts.
    server: { deps: { inline: ["next-auth"] } },
  },
});
