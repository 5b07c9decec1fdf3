// One database per Vitest worker slot instead of one per test file (see tests/setup/integration.ts).
// A copy of the template costs ~0.5 s of writing on a quiet machine and 3-6 s on a busy one, 260 times
// a run; putting a used database back into the template's state costs one transaction. A file still
// starts on exactly the template's contents, and a file that changed the schema costs the next one a
// fresh copy (the schema's fingerprint tells).
import type { Client } from "pg";
import { databaseUrl, quoteIdent, withClient } from "./test-db";

/** What a used database is compared with and put back to; read from the template once a run. */
export type TemplateSnapshot = {
  /** Every table of the public schema. */
  tables: string[];
  /** The rows the migrations wrote (the skill catalogue, the programmes, the migration log), as JSON. */
  seeds: { table: string; columns: string[]; rows: string }[];
  /** The public schema's relations, columns, functions and triggers, hashed (other schemas are dropped). */
  fingerprint: string;
};

const FINGERPRINT_SQL = `
  SELECT md5(concat_ws('|',
    (SELECT string_agg(c.relname || ':' || c.relkind::text || ':' || coalesce(a.attname, '') || ':' || coalesce(a.atttypid::text, ''),
      ',' ORDER BY c.relname, a.attnum)
      FROM pg_class c LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE c.relnamespace = 'public'::regnamespace),
    (SELECT string_agg(proname, ',' ORDER BY proname) FROM pg_proc WHERE pronamespace = 'public'::regnamespace),
    (SELECT string_agg(c.relname || '.' || t.tgname, ',' ORDER BY c.relname, t.tgname)
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace))) AS fingerprint`;

export async function snapshotTemplate(url: string): Promise<TemplateSnapshot> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    const tables = rows.map((row) => row.tablename);
    const seeds: TemplateSnapshot["seeds"] = [];
    for (const table of tables) {
      const { rows: [agg] } = await client.query<{ rows: string | null }>(
        `SELECT json_agg(t)::text AS rows FROM ${quoteIdent(table)} t`,
      );
      if (!agg.rows) continue;
      // Generated columns are computed again on insert and refuse a value.
      const { rows: columns } = await client.query<{ attname: string }>(
        `SELECT attname FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
         ORDER BY attnum`,
        [quoteIdent(table)],
      );
      seeds.push({ table, columns: columns.map((column) => column.attname), rows: agg.rows });
    }
    const { rows: [{ fingerprint }] } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
    return { tables, seeds, fingerprint };
  });
}

/** Empties every table and writes the template's rows back, in one transaction. */
async function restore(client: Client, snapshot: TemplateSnapshot): Promise<void> {
  await client.query("BEGIN");
  try {
    // Schemas the template lacks (pg-boss's queue) go with what is in them.
    const { rows } = await client.query<{ nspname: string }>(
      `SELECT nspname FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname NOT IN ('information_schema', 'public')`,
    );
    for (const { nspname } of rows) await client.query(`DROP SCHEMA ${quoteIdent(nspname)} CASCADE`);
    await client.query(`TRUNCATE ${snapshot.tables.map(quoteIdent).join(", ")} RESTART IDENTITY CASCADE`);
    // The template's rows already hold what its triggers derived: write them back as they are, with
    // triggers and foreign-key checks off for this transaction only.
    await client.query("SET LOCAL session_replication_role = replica");
    for (const seed of snapshot.seeds) {
      await client.query(
        `INSERT INTO ${quoteIdent(seed.table)} (${seed.columns.map(quoteIdent).join(", ")})
         SELECT ${seed.columns.map(quoteIdent).join(", ")} FROM json_populate_recordset(NULL::${quoteIdent(seed.table)}, $1::json)`,
        [seed.rows],
      );
    }
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

export type WorkerDatabaseOptions = {
  serverUrl: string;
  template: string;
  snapshot: TemplateSnapshot;
  /** Unique per run and worker slot: files of one slot run one after another, never together. */
  name: string;
};

/** The slot's database in the template's state: made on its first file, restored on the next ones. */
export async function workerDatabase(options: WorkerDatabaseOptions): Promise<string> {
  const { serverUrl, template, snapshot, name } = options;
  const url = databaseUrl(serverUrl, name);
  const create = () =>
    withClient(serverUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
      // Thrown away after the run: commits need not wait for the disk (see createTestDatabase).
      await client.query(`ALTER DATABASE ${quoteIdent(name)} SET synchronous_commit = off`);
    });

  const exists = await withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (!rowCount) return false;
    // A connection the previous file left open would hold its locks over the TRUNCATE.
    await client.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [name],
    );
    return true;
  });
  if (!exists) {
    await create();
    return url;
  }
  const same = await withClient(url, async (client) => {
    const { rows: [{ fingerprint }] } = await client.query<{ fingerprint: string }>(FINGERPRINT_SQL);
    if (fingerprint !== snapshot.fingerprint) return false;
    await restore(client, snapshot);
    return true;
  });
  if (!same) await create();
  return url;
}
