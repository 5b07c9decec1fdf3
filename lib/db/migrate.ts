// Applies prisma/migrations without the Prisma CLI (which cannot download its engine here), recording
// them in `_prisma_migrations` exactly as `prisma migrate deploy` does so both tools agree on the state.
// One file on purpose (267 lines): reading, checksums, locking and applying are one protocol.
import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import type { ClientBase, Pool, PoolClient } from "pg";

export const DEFAULT_MIGRATIONS_DIR = "prisma/migrations";

// The key `prisma migrate` itself takes, so our migrator and the CLI also exclude each other.
const PRISMA_ADVISORY_LOCK_KEY = 72707369;

/** The few operations the migrator needs, implemented for node-postgres and for PGlite. */
export interface SqlExecutor {
  /** Runs one or more statements without parameters (simple query protocol). */
  exec(sql: string): Promise<void>;
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs `fn` in one transaction on one connection; commits if it resolves, rolls back if it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs `fn` while holding a lock that keeps other migrators (other processes too) out. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
}

type PgQueryable = Pool | ClientBase;

function isPool(target: PgQueryable): target is Pool {
  // Pool has totalCount; a Client/PoolClient does not.
  return typeof (target as Pool).totalCount === "number";
}

/** Wraps a node-postgres Client, PoolClient or Pool. With a Pool, transactions and the lock each check out a client. */
export function pgExecutor(target: PgQueryable): SqlExecutor {
  async function withClient<T>(fn: (client: ClientBase) => Promise<T>): Promise<T> {
    if (!isPool(target)) return fn(target);
    const client: PoolClient = await target.connect();
    try {
      return await fn(client);
    } finally {
      client.release();
    }
  }

  return {
    async exec(sql) {
      await target.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    transaction(fn) {
      return withClient(async (client) => {
        await client.query("BEGIN");
        try {
          const result = await fn(pgTransactionExecutor(client));
          await client.query("COMMIT");
          return result;
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        }
      });
    },
    withMigrationLock(fn) {
      // Session-level lock: if this process dies, Postgres drops it with the connection.
      return withClient(async (client) => {
        await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
        try {
          return await fn();
        } finally {
          await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK_KEY]).catch(() => undefined);
        }
      });
    },
  };
}

function pgTransactionExecutor(client: ClientBase): SqlExecutor {
  return {
    async exec(sql) {
      await client.query(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await client.query(sql, params);
      return { rows: result.rows as Row[] };
    },
    transaction: () => Promise.reject(new Error("Nested transactions are not supported")),
    withMigrationLock: () => Promise.reject(new Error("Take the migration lock before opening the transaction")),
  };
}

// One chain per PGlite instance: PGlite is a single in-process connection, so an in-memory mutex is
// enough within the process, and the folder lock (lib/db/embedded.ts) keeps other processes out.
const pgliteLocks = new WeakMap<PGlite, Promise<unknown>>();

export function pgliteExecutor(db: PGlite): SqlExecutor {
  return {
    async exec(sql) {
      await db.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows };
    },
    transaction(fn) {
      return db.transaction((tx) => fn(pgliteTransactionExecutor(tx)));
    },
    withMigrationLock<T>(fn: () => Promise<T>) {
      const previous = pgliteLocks.get(db) ?? Promise.resolve();
      const run = previous.catch(() => undefined).then(fn);
      pgliteLocks.set(db, run);
      return run;
    },
  };
}

function pgliteTransactionExecutor(tx: Transaction): SqlExecutor {
  return {
    async exec(sql) {
      await tx.exec(sql);
    },
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await tx.query<Row>(sql, params);
      return { rows: result.rows };
    },
    transaction: () => Promise.reject(new Error("Nested transactions are not supported")),
    withMigrationLock: () => Promise.reject(new Error("Take the migration lock before opening the transaction")),
  };
}

export type MigrationFile = { name: string; sql: string; checksum: string };

/** sha256 hex of the file's bytes: the checksum Prisma stores in `_prisma_migrations.checksum`. */
export function migrationChecksum(sql: string): string {
  return createHash("sha256").update(sql, "utf8").digest("hex");
}

// Prisma accepts a checksum computed with either line ending, so a Windows checkout (CRLF) of an
// already-applied migration does not count as an edit. Mirror that.
function checksumMatches(sql: string, recorded: string): boolean {
  const lf = sql.replace(/\r\n/g, "\n");
  return [sql, lf, lf.replace(/\n/g, "\r\n")].some((variant) => migrationChecksum(variant) === recorded);
}

export async function readMigrations(migrationsDir = DEFAULT_MIGRATIONS_DIR): Promise<MigrationFile[]> {
  const entries = await readdir(/*turbopackIgnore: true*/ migrationsDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(/*turbopackIgnore: true*/ path.join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: migrationChecksum(sql) };
    }),
  );
}

// The table as Prisma's schema engine creates it (prisma-engines, postgres flavour), column for column.
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
);`;

type MigrationRow = {
  migration_name: string;
  checksum: string;
  finished_at: Date | string | null;
  rolled_back_at: Date | string | null;
};

export type MigrationResult = {
  /** Names applied by this call, in order. */
  applied: string[];
  /** Names that were already recorded as applied. */
  alreadyApplied: string[];
  /** Recorded in the database but absent from the folder (e.g. an older build started on a newer database). */
  notInFolder: string[];
};

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MigrationError";
  }
}

/**
 * Applies every migration in `migrationsDir` that `_prisma_migrations` does not record yet, each in its
 * own transaction together with its record, so a failure leaves neither half-applied SQL nor a record.
 * Refuses to run if an applied migration was edited or a previous (CLI) run left a failed migration.
 */
export async function applyMigrations(
  exec: SqlExecutor,
  migrationsDir = DEFAULT_MIGRATIONS_DIR,
): Promise<MigrationResult> {
  const migrations = await readMigrations(migrationsDir);

  return exec.withMigrationLock(async () => {
    await exec.exec(CREATE_MIGRATIONS_TABLE);
    const { rows } = await exec.query<MigrationRow>(
      `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
    );
    const live = rows.filter((row) => row.rolled_back_at === null);

    const failed = live.filter((row) => row.finished_at === null).map((row) => row.migration_name);
    if (failed.length > 0) {
      throw new MigrationError(
        `Migration(s) ${failed.join(", ")} failed in an earlier run and are still marked as in progress in _prisma_migrations. ` +
          `Fix the database by hand, then mark them rolled back (UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '...') or finished.`,
      );
    }

    const recorded = new Map(live.map((row) => [row.migration_name, row]));
    const edited = migrations.filter((m) => {
      const row = recorded.get(m.name);
      return row !== undefined && !checksumMatches(m.sql, row.checksum);
    });
    if (edited.length > 0) {
      throw new MigrationError(
        `Migration(s) ${edited.map((m) => m.name).join(", ")} were modified after they were applied (checksum mismatch). ` +
          `Restore the original migration.sql and put the change in a new migration (npm run db:migration -- <name>).`,
      );
    }

    const onDisk = new Set(migrations.map((m) => m.name));
    const result: MigrationResult = {
      applied: [],
      alreadyApplied: migrations.filter((m) => recorded.has(m.name)).map((m) => m.name),
      notInFolder: [...recorded.keys()].filter((name) => !onDisk.has(name)),
    };

    for (const migration of migrations) {
      if (recorded.has(migration.name)) continue;
      try {
        await exec.transaction(async (tx) => {
          const { rows: started } = await tx.query<{ now: Date }>("SELECT clock_timestamp() AS now");
          await tx.exec(migration.sql);
          await tx.query(
            `INSERT INTO "_prisma_migrations"
               (id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count)
             VALUES ($1, $2, clock_timestamp(), $3, NULL, NULL, $4, 1)`,
            [randomUUID(), migration.checksum, migration.name, started[0]?.now],
          );
        });
      } catch (error) {
        throw new MigrationError(
          `Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
          { cause: error },
        );
      }
      result.applied.push(migration.name);
    }
    return result;
  });
}
