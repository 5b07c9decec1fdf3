import { createHash } from "node:crypto";
import { appendFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Client, Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testServerUrl } from "@/tests/helpers/test-db";
import { MEMORY_DATABASE, openEmbeddedDatabase } from "./embedded";
import {
  applyMigrations,
  DEFAULT_MIGRATIONS_DIR,
  MigrationError,
  pgExecutor,
  pgliteExecutor,
  readMigrations,
  type SqlExecutor,
} from "./migrate";

type Connection = { exec: SqlExecutor; release(): Promise<void> };
type FreshDatabase = { connect(): Promise<Connection>; dispose(): Promise<void> };
type Backend = { name: string; create(): Promise<FreshDatabase> };

const pgliteBackend: Backend = {
  name: "PGlite (memory)",
  async create() {
    const db = await openEmbeddedDatabase(MEMORY_DATABASE);
    return {
      connect: async () => ({ exec: pgliteExecutor(db), release: async () => undefined }),
      dispose: () => db.close(),
    };
  },
};

function postgresBackend(serverUrl: string): Backend {
  return {
    name: "Postgres (throwaway database)",
    async create() {
      const database = await createTestDatabase({ serverUrl, migrate: false, prefix: "migrate_test" });
      return {
        async connect() {
          const client = new Client({ connectionString: database.url });
          await client.connect();
          return { exec: pgExecutor(client), release: () => client.end() };
        },
        dispose: () => database.cleanup(),
      };
    },
  };
}

const serverUrl = testServerUrl();
const backends: Backend[] = [pgliteBackend, ...(serverUrl ? [postgresBackend(serverUrl)] : [])];

type MigrationRecord = {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
};

async function records(exec: SqlExecutor): Promise<MigrationRecord[]> {
  const { rows } = await exec.query<MigrationRecord>(`SELECT * FROM "_prisma_migrations" ORDER BY migration_name`);
  return rows;
}

async function copyMigrations(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
  const dir = path.join(root, "migrations");
  await cp(DEFAULT_MIGRATIONS_DIR, dir, { recursive: true });
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

describe.each(backends)("applyMigrations on $name", (backend) => {
  let database: FreshDatabase;
  let connection: Connection;
  let exec: SqlExecutor;

  beforeAll(async () => {
    database = await backend.create();
    connection = await database.connect();
    exec = connection.exec;
  });

  afterAll(async () => {
    await connection?.release();
    await database?.dispose();
  });

  it("applies every migration and records it the way Prisma does", async () => {
    const migrations = await readMigrations();
    expect(migrations.length).toBeGreaterThan(0);

    const result = await applyMigrations(exec);
    expect(result.applied).toEqual(migrations.map((m) => m.name));
    expect(result.alreadyApplied).toEqual([]);

    const rows = await records(exec);
    expect(rows.map((row) => row.migration_name)).toEqual(migrations.map((m) => m.name));
    for (const row of rows) {
      const bytes = await readFile(path.join(DEFAULT_MIGRATIONS_DIR, row.migration_name, "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(bytes).digest("hex"));
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at!.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it("applies nothing the second time", async () => {
    const before = await records(exec);
    const result = await applyMigrations(exec);
    expect(result.applied).toEqual([]);
    expect(result.alreadyApplied).toEqual(before.map((row) => row.migration_name));
    expect(await records(exec)).toEqual(before);
  });

  it("creates pg_trgm", async () => {
    const { rows } = await exec.query<{ score: number }>("SELECT similarity('engineer', 'enginer') AS score");
    expect(rows[0]!.score).toBeGreaterThan(0.5);
  });

  it("keeps Job.searchVector in step with post and description", async () => {
    await exec.exec(`
      INSERT INTO "User" (id, email, role, name, "passwordHash", "updatedAt")
        VALUES ('u-search', 'search@test.example', 'Employer', 'Search', 'x', now());
      INSERT INTO "Employer" (id, "userId", "orgName", city, state, about, "updatedAt")
        VALUES ('e-search', 'u-search', 'Acme', 'Pune', 'Maharashtra', 'About', now());
      INSERT INTO "Job" (id, "employerId", post, payroll, qualifications, openings, description,
                         "employmentType", "hiringProcess", city, state, "updatedAt")
        VALUES ('j-search', 'e-search', 'Senior Welder', '30000', '{ITI}', 2, 'Fabrication of steel frames',
                'Full Time', 'Walk In', 'Pune', 'Maharashtra', now());
    `);
    const vector = async () =>
      (await exec.query<{ v: string }>(`SELECT "searchVector"::text AS v FROM "Job" WHERE id = 'j-search'`)).rows[0]!.v;
    const matches = async (query: string) =>
      (
        await exec.query<{ hit: boolean }>(
          `SELECT "searchVector" @@ websearch_to_tsquery('english', $1) AS hit FROM "Job" WHERE id = 'j-search'`,
          [query],
        )
      ).rows[0]!.hit;

    // Post words carry weight A, description words weight B.
    expect(await vector()).toMatch(/'welder':\d+A/);
    expect(await vector()).toMatch(/'steel':\d+B/);
    expect(await matches("welders")).toBe(true);
    expect(await matches("fabrication steel")).toBe(true);

    await exec.exec(`UPDATE "Job" SET description = 'Pipe fitting and maintenance' WHERE id = 'j-search'`);
    expect(await matches("steel")).toBe(false);
    expect(await matches("pipe")).toBe(true);

    await exec.exec(`UPDATE "Job" SET post = 'Electrician' WHERE id = 'j-search'`);
    expect(await matches("welder")).toBe(false);
    expect(await matches("electrician")).toBe(true);

    const { rows } = await exec.query<{ id: string }>(`SELECT id FROM "Job" WHERE post % 'electrican'`);
    expect(rows.map((row) => row.id)).toContain("j-search");
  });

  it("refuses to run when an applied migration was edited", async () => {
    const copy = await copyMigrations();
    try {
      const [first] = await readMigrations(copy.dir);
      await appendFile(path.join(copy.dir, first!.name, "migration.sql"), "\n-- edited later\n");
      await expect(applyMigrations(exec, copy.dir)).rejects.toThrow(
        new RegExp(`${first!.name} were modified after they were applied`),
      );
    } finally {
      await copy.remove();
    }
  });

  it("accepts an applied migration checked out with CRLF line endings", async () => {
    const copy = await copyMigrations();
    try {
      const [first] = await readMigrations(copy.dir);
      const file = path.join(copy.dir, first!.name, "migration.sql");
      await writeFile(file, (await readFile(file, "utf8")).replace(/\n/g, "\r\n"));
      await expect(applyMigrations(exec, copy.dir)).resolves.toMatchObject({ applied: [] });
    } finally {
      await copy.remove();
    }
  });

  it("rolls a failing migration back completely and records nothing", async () => {
    const copy = await copyMigrations();
    try {
      const broken = "29991231000000_broken";
      await mkdir(path.join(copy.dir, broken));
      await writeFile(
        path.join(copy.dir, broken, "migration.sql"),
        `CREATE TABLE "MigrationProbe" (id INTEGER);\nSELECT 1 / 0;\n`,
      );
      const before = await records(exec);

      const failure = applyMigrations(exec, copy.dir);
      await expect(failure).rejects.toBeInstanceOf(MigrationError);
      await expect(failure).rejects.toThrow(/29991231000000_broken failed and was rolled back: division by zero/);

      const { rows } = await exec.query<{ t: string | null }>(`SELECT to_regclass('"MigrationProbe"')::text AS t`);
      expect(rows[0]!.t).toBeNull();
      expect(await records(exec)).toEqual(before);
    } finally {
      await copy.remove();
    }
  });

  it("lets only one of two concurrent migrators apply each migration", async () => {
    const fresh = await backend.create();
    const [a, b] = await Promise.all([fresh.connect(), fresh.connect()]);
    try {
      const results = await Promise.all([applyMigrations(a.exec), applyMigrations(b.exec)]);
      const applied = results.flatMap((result) => result.applied);
      const names = (await readMigrations()).map((m) => m.name);
      expect(applied.sort()).toEqual([...names].sort());
      expect((await records(a.exec)).map((row) => row.migration_name)).toEqual(names);
    } finally {
      await a.release();
      await b.release();
      await fresh.dispose();
    }
  });
});

describe.runIf(serverUrl)("pgExecutor on a Pool", () => {
  it("migrates through pooled connections", async () => {
    const database = await createTestDatabase({ serverUrl, migrate: false, prefix: "migrate_pool" });
    const pool = new Pool({ connectionString: database.url, max: 3 });
    try {
      const result = await applyMigrations(pgExecutor(pool));
      expect(result.applied.length).toBeGreaterThan(0);
      expect((await applyMigrations(pgExecutor(pool))).applied).toEqual([]);
    } finally {
      await pool.end();
      await database.cleanup();
    }
  });
});
