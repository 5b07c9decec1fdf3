// The app's database. With DATABASE_URL set it talks to that Postgres; without it, to an embedded
// PGlite in EMBEDDED_DB_PATH (default $DATA_DIR/db, i.e. .data/db), so the app runs with no server.
// No "server-only" import on purpose: scripts and Vitest import this module too.
import { createHash } from "node:crypto";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { Client } from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { openEmbeddedDatabase } from "./embedded";
import { applyMigrations, type MigrationResult, pgExecutor, pgliteExecutor, type SqlExecutor } from "./migrate";

export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "embedded"; dir: string };

type DatabaseState = {
  target: DatabaseTarget;
  client: PrismaClient;
  embedded?: Promise<PGlite>;
  ready?: Promise<MigrationResult>;
};

// Kept on globalThis in every environment, not only in development: besides surviving hot reload,
// Next compiles instrumentation and route handlers into separate bundles that each get their own
// copy of this module in one process, and a second PGlite on the same folder would be refused by
// the folder lock (and would lose writes if it were not).
const STATE_KEY = Symbol.for("staffing-portal.lib.db");
const store = globalThis as typeof globalThis & { [STATE_KEY]?: DatabaseState };

function resolveTarget(): DatabaseTarget {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return { kind: "postgres", url };
  return { kind: "embedded", dir: process.env.EMBEDDED_DB_PATH ?? path.join(process.env.DATA_DIR ?? ".data", "db") };
}

/**
 * Opens PGlite on the first query rather than at import, so importing `db` stays synchronous and free
 * (e.g. while Next collects page data in several build workers, which would fight over the lock).
 */
class LazyEmbeddedAdapterFactory implements SqlDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "pglite-prisma-adapter";

  constructor(private readonly open: () => Promise<PGlite>) {}

  async connect(): Promise<SqlDriverAdapter> {
    return new PrismaPGlite(await this.open()).connect();
  }
}

const MEMORY_PREFIX = "memory://";

function openEmbedded(state: DatabaseState): Promise<PGlite> {
  if (state.target.kind !== "embedded") throw new Error("The app is configured for Postgres (DATABASE_URL)");
  const dir = state.target.dir;
  state.embedded ??= openEmbeddedDatabase(dir)
    .then(async (pglite) => {
      // An in-memory database (the tests' without a Postgres server) is empty each time it opens:
      // migrated before its first query, a test file's top-level statements, which run before any
      // beforeAll, find the tables. ensureDatabase() then finds nothing left to apply.
      if (dir.startsWith(MEMORY_PREFIX)) await applyMigrations(pgliteExecutor(pglite));
      return pglite;
    })
    .catch((error: unknown) => {
      state.embedded = undefined;
      throw error;
    });
  return state.embedded;
}

/**
 * Names each statement after its text, so every pooled connection prepares a query once and then
 * only binds values: the job search's SQL takes longer to parse and plan than to run. The names are
 * per connection (not for a transaction-mode PgBouncer in front, which would need this removed).
 */
export function statementNameGenerator({ sql }: { sql: string }): string {
  return `s_${createHash("sha1").update(sql).digest("base64url")}`;
}

/**
 * Every new pooled connection plans each execution with its values (plan_cache_mode). With named
 * statements Postgres would otherwise switch to one generic plan after five runs; for a search that
 * plan cannot know how common the words are and picked the title index for 'developer' (10,000 title
 * hits sorted: 1 ms -> 300 ms). Planning costs well under a millisecond. A session SET, so it also
 * holds through a PgBouncer in session mode (which refuses an `options` startup parameter).
 */
export async function onPoolConnect(client: { query(sql: string): Promise<unknown> }): Promise<void> {
  await client.query("SET plan_cache_mode = force_custom_plan");
}

function createState(): DatabaseState {
  const target = resolveTarget();
  const state = { target } as DatabaseState;
  const adapter =
    target.kind === "postgres"
      ? new PrismaPg({ connectionString: target.url, onConnect: onPoolConnect }, { statementNameGenerator })
      : new LazyEmbeddedAdapterFactory(() => openEmbedded(state));
  state.client = new PrismaClient({ adapter });
  return state;
}

function getState(): DatabaseState {
  store[STATE_KEY] ??= createState();
  return store[STATE_KEY];
}

export const db: PrismaClient = getState().client;

export function databaseTarget(): DatabaseTarget {
  return getState().target;
}

/** For logs: the Postgres URL without its password, or the embedded folder. */
export function describeDatabase(target: DatabaseTarget = databaseTarget()): string {
  if (target.kind === "embedded") return `embedded PGlite in ${target.dir}`;
  try {
    const url = new URL(target.url);
    if (url.password) url.password = "****";
    return `Postgres at ${url.toString()}`;
  } catch {
    return "Postgres (unparseable DATABASE_URL)";
  }
}

/** The embedded database's PGlite instance (opened if needed), for the job queue to share. */
export function embeddedDatabase(): Promise<PGlite> {
  return openEmbedded(getState());
}

export type DatabaseExecutor = SqlExecutor & { release(): Promise<void> };

/**
 * A raw SQL connection to the app's database, for migrations. Postgres: a dedicated connection that
 * `release()` closes. Embedded: the app's own PGlite instance (only one may be open), left open.
 */
export async function getSqlExecutor(): Promise<DatabaseExecutor> {
  const state = getState();
  if (state.target.kind === "postgres") {
    const client = new Client({ connectionString: state.target.url });
    await client.connect();
    return { ...pgExecutor(client), release: () => client.end() };
  }
  const pglite = await openEmbedded(state);
  return { ...pgliteExecutor(pglite), release: async () => undefined };
}

async function migrate(): Promise<MigrationResult> {
  const executor = await getSqlExecutor();
  try {
    const result = await applyMigrations(executor);
    // Every test file migrates a fresh database; announcing it each time is noise there.
    if (result.applied.length > 0 && process.env.NODE_ENV !== "test") {
      console.info(`[db] applied ${result.applied.length} migration(s): ${result.applied.join(", ")}`);
    }
    if (result.notInFolder.length > 0) {
      console.warn(
        `[db] the database has migrations this build does not know: ${result.notInFolder.join(", ")}. Is an older build running?`,
      );
    }
    return result;
  } finally {
    await executor.release();
  }
}

/**
 * Applies pending migrations, once per process (later calls share the first run). The server calls
 * it at startup (instrumentation); scripts and tests call it before using `db`.
 */
export async function ensureDatabase(): Promise<void> {
  const state = getState();
  state.ready ??= migrate().catch((error: unknown) => {
    state.ready = undefined;
    throw error;
  });
  await state.ready;
}

/**
 * Closes the Prisma client and, for the embedded database, PGlite and its folder lock (Node does not
 * exit while PGlite is open). A later query reconnects, and needs ensureDatabase() again.
 */
export async function disconnectDatabase(): Promise<void> {
  const state = store[STATE_KEY];
  if (!state) return;
  await state.client.$disconnect();
  const embedded = state.embedded;
  state.embedded = undefined;
  state.ready = undefined;
  if (embedded) await (await embedded.catch(() => undefined))?.close();
}
