// Vitest setupFiles module: gives every test file its own fresh, migrated database, and points
// `@/lib/db` at it BEFORE the test file (or anything it imports) loads `@/lib/db`.
//
// How it works. Setup files run in the test file's process before the test file is imported, and
// `@/lib/db` reads DATABASE_URL / EMBEDDED_DB_PATH when it is first imported, so setting them here
// decides where `db` connects:
// - Postgres (TEST_DATABASE_URL or DATABASE_URL set when vitest starts): tests/setup/global-db.ts has
//   migrated one template database for the run; each worker slot (VITEST_POOL_ID: its files run one
//   after another) has its own copy of it, made on the slot's first file and put back into the
//   template's state before every other (tests/helpers/worker-db.ts), and DATABASE_URL points at it.
//   The global teardown drops them all.
// - No server: EMBEDDED_DB_PATH=memory://, so `@/lib/db` opens an in-memory PGlite private to this
//   process on its first query, and migrates it before that query runs (lib/db/index.ts), so pure
//   unit tests do not pay for PGlite and a file's top-level statements find the tables. The beforeAll
//   below also calls ensureDatabase() when the file imported `@/lib/db`.
//
// Files run in parallel (pool: forks, one process per file) and never share a database at the same
// time; each starts on the template's contents. Tests inside one file do share it, hence unique
// e-mails (tests/factories.ts).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, inject } from "vitest";
import { MEMORY_DATABASE_PATH } from "../helpers/test-db";
import { workerDatabase } from "../helpers/worker-db";

// Same key as lib/db/index.ts: it is set once `@/lib/db` has been imported in this process.
const DB_STATE_KEY = Symbol.for("staffing-portal.lib.db");
const store = globalThis as Record<symbol, unknown>;

// Mail: a private outbox file per test process (read it with tests/helpers/outbox.ts), never a provider.
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
process.env.MAIL_DRIVER = "outbox";
delete process.env.RESEND_API_KEY;
process.env.MAIL_OUTBOX = path.join(mkdtempSync(path.join(tmpdir(), "outbox-")), "outbox.jsonl");

const provided = inject("testDatabase");

if (provided) {
  process.env.DATABASE_URL = await workerDatabase({
    serverUrl: provided.serverUrl,
    template: provided.template,
    snapshot: provided.snapshot,
    name: `${provided.runPrefix}_w${process.env.VITEST_POOL_ID ?? "1"}`,
  });
  delete process.env.EMBEDDED_DB_PATH;
} else {
  // Never let a test reach the developer's .data/db.
  delete process.env.DATABASE_URL;
  process.env.EMBEDDED_DB_PATH = MEMORY_DATABASE_PATH;
}

beforeAll(async () => {
  if (!(DB_STATE_KEY in store)) return;
  const { ensureDatabase } = await import("@/lib/db");
  await ensureDatabase();
});

afterAll(async () => {
  if (DB_STATE_KEY in store) {
    const { disconnectDatabase } = await import("@/lib/db");
    await disconnectDatabase();
    // If this process ran another file (isolate: false), `@/lib/db` must not reuse this state.
    delete store[DB_STATE_KEY];
  }
});
