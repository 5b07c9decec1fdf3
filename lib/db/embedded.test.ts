import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, rm, utimes } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EmbeddedDatabaseInUseError, openEmbeddedDatabase } from "./embedded";

const inUseMessage = (dir: string) =>
  `The embedded database in ${dir} is in use by another process. Stop it, or set DATABASE_URL to use a real Postgres.`;

describe("openEmbeddedDatabase", () => {
  let root: string;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), "embedded-db-"));
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("refuses a folder that is already open, and opens it again after close", async () => {
    const dir = path.join(root, "twice");
    const first = await openEmbeddedDatabase(dir);
    try {
      await first.exec(`CREATE TABLE note (body TEXT); INSERT INTO note VALUES ('kept');`);
      const second = openEmbeddedDatabase(dir);
      await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
      await expect(second).rejects.toThrow(inUseMessage(dir));
    } finally {
      await first.close();
    }

    const reopened = await openEmbeddedDatabase(dir);
    try {
      const { rows } = await reopened.query<{ body: string }>("SELECT body FROM note");
      expect(rows).toEqual([{ body: "kept" }]);
    } finally {
      await reopened.close();
    }
  });

  it("refuses a folder another process has open", async () => {
    const dir = path.join(root, "cross-process");
    const db = await openEmbeddedDatabase(dir);
    try {
      // A real second process: the lock must work across processes, not just within one.
      const child = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          "-e",
          `require(${JSON.stringify(path.resolve("lib/db/embedded.ts"))}).openEmbeddedDatabase(${JSON.stringify(dir)})` +
            `.then(() => process.exit(0), (e) => { console.error(e.message); process.exit(3); });`,
        ],
        { encoding: "utf8", timeout: 60_000 },
      );
      expect(child.status, child.stderr).toBe(3);
      expect(child.stderr).toContain(inUseMessage(dir));
    } finally {
      await db.close();
    }
  });

  it("takes over a lock left by a process that died (stale after ~10 s)", async () => {
    const dir = path.join(root, "stale");
    const lock = path.join(dir, ".portal.lock");
    await mkdir(lock, { recursive: true });
    const longAgo = new Date(Date.now() - 60_000);
    await utimes(lock, longAgo, longAgo);

    const db = await openEmbeddedDatabase(dir);
    await db.close();
  });

  it("opens independent in-memory databases without any lock", async () => {
    const [a, b] = await Promise.all([openEmbeddedDatabase("memory://"), openEmbeddedDatabase("memory://")]);
    try {
      await a.exec("CREATE TABLE only_in_a (id INT)");
      const { rows } = await b.query<{ t: string | null }>("SELECT to_regclass('only_in_a')::text AS t");
      expect(rows[0]!.t).toBeNull();
      // The extension ships with every instance; the migration's CREATE EXTENSION switches it on.
      await b.exec("CREATE EXTENSION pg_trgm");
      const trgm = await b.query<{ s: number }>("SELECT similarity('pune', 'poona') AS s");
      expect(trgm.rows[0]!.s).toBeGreaterThan(0);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
