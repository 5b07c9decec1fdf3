// Throwaway databases for tests. With TEST_DATABASE_URL (or DATABASE_URL) pointing at a Postgres
// server, each test database is a new, uniquely named database on that server (the database named
// in the URL is only used to run CREATE/DROP DATABASE, never written to). Without one, tests use an
// in-memory PGlite (EMBEDDED_DB_PATH=memory://), which is private to the test process.
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { applyMigrations, pgExecutor, type MigrationResult } from "@/lib/db/migrate";

export const MEMORY_DATABASE_PATH = "memory://";

export type TestDatabase = {
  /** The new database's URL; undefined when tests use the in-memory PGlite. */
  url?: string;
  /** The new database's name on the server; undefined for PGlite. */
  name?: string;
  /** Drops the database (Postgres); nothing to do for PGlite, whose memory goes with the process. */
  cleanup(): Promise<void>;
};

/** The Postgres server tests may create databases on, if any. */
export function testServerUrl(): string | undefined {
  const url = (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "").trim();
  return url || undefined;
}

/** `serverUrl` with its database name replaced. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}

/** Lowercase and unique across parallel runs and processes; well under Postgres' 63-byte limit. */
export function uniqueDatabaseName(prefix = "test"): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(5).toString("hex")}`;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Runs `fn` on a connection of its own to `url`, closed afterwards. */
export async function withClient<T>(url: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function dropTestDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE (Postgres 13+) ends connections a test forgot to close instead of failing the drop.
  await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`));
}

/** Applies prisma/migrations to the database at `url`. */
export async function migrateDatabase(url: string): Promise<MigrationResult> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await applyMigrations(pgExecutor(client));
  } finally {
    await client.end();
  }
}

export type CreateTestDatabaseOptions = {
  /** Server to create the database on; defaults to testServerUrl(). */
  serverUrl?: string;
  /** Copy this already-migrated database instead of running the migrations (much faster). */
  template?: string;
  /** Leave the new database empty (no migrations), e.g. to test the migrator itself. */
  migrate?: boolean;
  /** Use this name instead of a generated one. */
  name?: string;
  prefix?: string;
};

/**
 * A fresh, migrated database. On a Postgres server: creates it and returns its `url` (the caller
 * points DATABASE_URL at it before importing `@/lib/db`). Without a server: sets
 * EMBEDDED_DB_PATH=memory:// so `@/lib/db` opens a private in-memory PGlite, which
 * `ensureDatabase()` then migrates; `url` is undefined.
 */
export async function createTestDatabase(options: CreateTestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = options.serverUrl ?? testServerUrl();
  if (!serverUrl) {
    process.env.EMBEDDED_DB_PATH = MEMORY_DATABASE_PATH;
    return { cleanup: async () => undefined };
  }

  const name = options.name ?? uniqueDatabaseName(options.prefix);
  const template = options.template ? ` TEMPLATE ${quoteIdent(options.template)}` : "";
  await withClient(serverUrl, async (client) => {
    await client.query(`CREATE DATABASE ${quoteIdent(name)}${template}`);
    // A test database is thrown away: its commits need not wait for the disk (a shared machine's CI
    // ran 6.5 times slower on some days). Readers see every commit as before; only a crash of
    // the server could lose the last ones. A setting of the database, so every client gets it.
    await client.query(`ALTER DATABASE ${quoteIdent(name)} SET synchronous_commit = off`);
  });
  const url = databaseUrl(serverUrl, name);
  const cleanup = () => dropTestDatabase(serverUrl, name);
  if (!options.template && options.migrate !== false) {
    try {
      await migrateDatabase(url);
    } catch (error) {
      await cleanup().catch(() => undefined);
      throw error;
    }
  }
  return { url, name, cleanup };
}
