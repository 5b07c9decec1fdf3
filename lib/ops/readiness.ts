// Readiness (GET /api/ready): the database answers and every migration in this build is applied.
// The probe uses a connection of its own, so a busy app pool does not read as a dead database.
import { Pool } from "pg";
import { databaseTarget, db } from "@/lib/db";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";
import { isDraining } from "@/lib/ops/shutdown";

const PROBE_TIMEOUT_MS = 2000;
const KEY = Symbol.for("staffing-portal.ops.readiness-pool");
const store = globalThis as typeof globalThis & { [KEY]?: Pool };

function probePool(url: string): Pool {
  if (!store[KEY]) {
    const pool = new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: PROBE_TIMEOUT_MS, query_timeout: PROBE_TIMEOUT_MS, idleTimeoutMillis: 30_000 });
    // An idle connection killed by a restart must not crash the process; the next query reconnects.
    pool.on("error", () => undefined);
    store[KEY] = pool;
  }
  return store[KEY];
}

type Query = <Row>(sql: string) => Promise<Row[]>;

function queryFn(): Query {
  const target = databaseTarget();
  if (target.kind === "postgres") {
    const pool = probePool(target.url);
    return async <Row>(sql: string) => (await pool.query(sql)).rows as Row[];
  }
  return <Row>(sql: string) => db.$queryRawUnsafe<Row[]>(sql);
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await queryFn()("SELECT 1");
    return true;
  } catch {
    return false;
  }
}

export type Readiness = { ready: true } | { ready: false; reason: "database" | "migrations" | "shutting-down" };

let folder: Promise<string[]> | undefined;

export async function pendingMigrations(): Promise<string[]> {
  folder ??= readMigrations(DEFAULT_MIGRATIONS_DIR).then((files) => files.map((file) => file.name));
  const names = await folder;
  const rows = await queryFn()<{ migration_name: string }>(
    `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  ).catch((error: unknown) => {
    if ((error as { code?: unknown }).code === "42P01") return []; // no table yet: everything is pending
    throw error;
  });
  const applied = new Set(rows.map((row) => row.migration_name));
  return names.filter((name) => !applied.has(name));
}

export async function checkReadiness(): Promise<Readiness> {
  if (isDraining()) return { ready: false, reason: "shutting-down" };
  try {
    if ((await pendingMigrations()).length > 0) return { ready: false, reason: "migrations" };
    return { ready: true };
  } catch {
    // Unreachable, timed out or refusing (isDatabaseUnavailableError): not ready either way.
    return { ready: false, reason: "database" };
  }
}

export async function closeReadinessPool(): Promise<void> {
  const pool = store[KEY];
  store[KEY] = undefined;
  await pool?.end().catch(() => undefined);
}
