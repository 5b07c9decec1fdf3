// A worker slot's database is used by one file after another: each must start on the template's
// contents, whatever the one before it left.
import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { dropTestDatabase, withClient } from "./test-db";
import { workerDatabase, type WorkerDatabaseOptions } from "./worker-db";

const provided = inject("testDatabase");

const query = <T extends Record<string, unknown>>(url: string, text: string) =>
  withClient(url, async (client) => (await client.query<T>(text)).rows);

const counts = (url: string) =>
  query<{ users: number; skills: number; migrations: number; schemas: number }>(
    url,
    `SELECT (SELECT count(*)::int FROM "User") AS users, (SELECT count(*)::int FROM "Skill") AS skills,
            (SELECT count(*)::int FROM "_prisma_migrations") AS migrations,
            (SELECT count(*)::int FROM pg_namespace WHERE nspname = 'probe_queue') AS schemas`,
  ).then((rows) => rows[0]);

describe.skipIf(!provided)("a worker slot's database", () => {
  const options = (): WorkerDatabaseOptions => ({
    serverUrl: provided!.serverUrl,
    template: provided!.template,
    snapshot: provided!.snapshot,
    name: `${provided!.runPrefix}_probe_${process.pid}`,
  });
  afterAll(async () => {
    if (provided) await dropTestDatabase(provided.serverUrl, options().name);
  });

  it("is put back into the template's state before the next file, and copied again once its schema changed", async () => {
    const url = await workerDatabase(options());
    const fresh = await counts(url);
    expect(fresh.users).toBe(0);
    expect(fresh.skills).toBeGreaterThan(500);
    expect(fresh.migrations).toBeGreaterThan(20);

    // What a file leaves: rows, fewer catalogue rows, a queue schema, a connection still open.
    await query(url, `INSERT INTO "User" (id, email, name, role, "passwordHash", "updatedAt") VALUES ('probe', 'probe@example.com', 'Probe', 'Candidate', 'x', now())`);
    await query(url, `DELETE FROM "Skill" WHERE id IN (SELECT id FROM "Skill" LIMIT 10)`);
    await query(url, "CREATE SCHEMA probe_queue; CREATE TABLE probe_queue.job (id int)");
    const left = new Client({ connectionString: url });
    await left.connect();
    await left.query(`BEGIN; LOCK TABLE "User" IN ACCESS SHARE MODE`);
    left.on("error", () => undefined);

    expect(await workerDatabase(options())).toBe(url);
    expect(await counts(url)).toEqual(fresh);
    await left.end().catch(() => undefined);

    // A changed schema is not restored but replaced by a new copy.
    await query(url, `ALTER TABLE "User" ADD COLUMN "probeColumn" int`);
    await workerDatabase(options());
    const columns = await query<{ n: number }>(
      url,
      `SELECT count(*)::int AS n FROM information_schema.columns WHERE table_name = 'User' AND column_name = 'probeColumn'`,
    );
    expect(columns[0].n).toBe(0);
    expect(await counts(url)).toEqual(fresh);
  });
});
