// npm run db:backup then npm run db:restore into a fresh database and a fresh files folder, on a
// throwaway Postgres (never the machine's server): the rows and the files come back.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findPgBin, startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres";

vi.mock("server-only", () => ({}));
const run = promisify(execFile);
const ROOT = path.join(__dirname, "..", "..");

const hasPostgres = findPgBin() !== null;
if (!hasPostgres) console.warn("tests/ops/backup.test.ts skipped: initdb not found under /usr/lib/postgresql");

let pg: ThrowawayPostgres;
if (hasPostgres) {
  pg = await startThrowawayPostgres();
  process.env.DATABASE_URL = pg.url;
  delete process.env.EMBEDDED_DB_PATH;
}

const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", name), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    timeout: 120_000,
  });

describe.skipIf(!hasPostgres)("db:backup and db:restore", () => {
  const work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
  const dataDir = path.join(work, "data");
  const restoredDir = path.join(work, "restored");
  const restoredUrl = () => pg.url.replace(/\/postgres$/, "/restored");

  beforeAll(async () => {
    const { ensureDatabase } = await import("@/lib/db");
    await ensureDatabase();
  });

  afterAll(async () => {
    const { disconnectDatabase } = await import("@/lib/db");
    await disconnectDatabase().catch(() => undefined);
    pg?.destroy();
  });

  it("restores the data and the files into a fresh database", async () => {
    const { createUser } = await import("@/tests/factories");
    const user = await createUser({ role: "Candidate" });
    mkdirSync(path.join(dataDir, "uploads", "ab"), { recursive: true });
    writeFileSync(path.join(dataDir, "uploads", "ab", "abcdef"), "resume bytes");

    const out = path.join(work, "backup");
    await script("backup.ts", ["--out", out], { DATABASE_URL: pg.url, DATA_DIR: dataDir });
    expect(JSON.parse(readFileSync(path.join(out, "manifest.json"), "utf8"))).toMatchObject({ format: 1, files: true });

    const admin = new Client({ connectionString: pg.url });
    await admin.connect();
    await admin.query("CREATE DATABASE restored");
    await admin.end();

    await script("restore.ts", [out], { DATABASE_URL: restoredUrl(), DATA_DIR: restoredDir });
    const restored = new Client({ connectionString: restoredUrl() });
    await restored.connect();
    try {
      const { rows } = await restored.query(`SELECT email FROM "User" WHERE id = $1`, [user.id]);
      expect(rows).toEqual([{ email: user.email }]);
    } finally {
      await restored.end();
    }
    expect(readFileSync(path.join(restoredDir, "uploads", "ab", "abcdef"), "utf8")).toBe("resume bytes");

    // A second restore over the now-populated database is refused without --force.
    await expect(script("restore.ts", [out], { DATABASE_URL: restoredUrl(), DATA_DIR: restoredDir })).rejects.toThrow(
      /already has the app's tables/,
    );
    await script("restore.ts", [out, "--force"], { DATABASE_URL: restoredUrl(), DATA_DIR: restoredDir });
    // Four script runs (tsx start-up each): generous on a busy machine, still bounded.
  }, 300_000);
});
