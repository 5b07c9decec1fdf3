// Offline migration authoring. The Prisma CLI cannot download its native schema engine here, so we
// drive the WebAssembly build of the same engine (@prisma/schema-engine-wasm, pinned exactly in
// package.json because its API is internal) against throwaway in-memory PGlite databases.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import {
  bindMigrationAwareSqlAdapterFactory,
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { MEMORY_DATABASE, openEmbeddedDatabase } from "./embedded";
import { readMigrations } from "./migrate";

export const DEFAULT_SCHEMA_PATH = "prisma/schema.prisma";
const EMPTY_MIGRATION = "-- This is an empty migration.";
const NO_FILTERS = { externalTables: [], externalEnums: [] };

type EngineRuntime = typeof import("@prisma/schema-engine-wasm/schema_engine_bg");

let runtimePromise: Promise<EngineRuntime> | undefined;

// The package's entry does `import * as wasm from "./x.wasm"`, which Node 20 cannot load, so we
// instantiate the module ourselves. wasm-bindgen keeps the instance in module state and breaks if
// it is initialised twice, hence the cache.
function loadEngineRuntime(): Promise<EngineRuntime> {
  runtimePromise ??= (async () => {
    const runtime: EngineRuntime = await import("@prisma/schema-engine-wasm/schema_engine_bg");
    const require = createRequire(path.join(process.cwd(), "package.json"));
    const wasmPath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg").replace(/\.js$/, ".wasm");
    const wasmModule = await WebAssembly.compile(await readFile(wasmPath));
    const instance = await WebAssembly.instantiate(wasmModule, { "./schema_engine_bg.js": runtime });
    runtime.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return runtime;
  })();
  return runtimePromise;
}

/**
 * Gives the engine in-memory PGlite databases (with pg_trgm). `main` is the one the engine sees as
 * "the database"; callers may prepare it first. pglite-prisma-adapter's own shadow database lacks
 * pg_trgm, and its executeScript does not await the script, so errors would become unhandled
 * rejections instead of engine errors: both are replaced here.
 */
class EmbeddedMigrationAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = "postgres";
  readonly adapterName = "pglite-prisma-adapter";
  private readonly opened: PGlite[] = [];
  private mainDb: Promise<PGlite> | undefined;

  main(): Promise<PGlite> {
    this.mainDb ??= this.openDb();
    return this.mainDb;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return this.adapterFor(await this.main());
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.adapterFor(await this.openDb());
  }

  async close(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((db) => db.close()));
  }

  private async openDb(): Promise<PGlite> {
    const db = await openEmbeddedDatabase(MEMORY_DATABASE);
    this.opened.push(db);
    return db;
  }

  private async adapterFor(db: PGlite): Promise<SqlDriverAdapter> {
    const adapter = await new PrismaPGlite(db).connect();
    adapter.executeScript = async (script: string) => {
      try {
        await db.exec(script);
      } catch (error) {
        throw toDriverAdapterError(error);
      }
    };
    return adapter;
  }
}

function toDriverAdapterError(error: unknown): unknown {
  const e = error as { code?: unknown; message?: unknown; severity?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e?.code !== "string" || typeof e.message !== "string") return error;
  return new DriverAdapterError({
    kind: "postgres",
    code: e.code,
    severity: typeof e.severity === "string" ? e.severity : "ERROR",
    message: e.message,
    detail: typeof e.detail === "string" ? e.detail : undefined,
    column: undefined,
    hint: typeof e.hint === "string" ? e.hint : undefined,
  });
}

async function withEngine<T>(
  schema: SchemaFile,
  fn: (engine: SchemaEngine, factory: EmbeddedMigrationAdapterFactory) => Promise<T>,
): Promise<T> {
  const runtime = await loadEngineRuntime();
  const factory = new EmbeddedMigrationAdapterFactory();
  try {
    const engine = await runtime.SchemaEngine.new(
      { datamodels: [[schema.path, schema.content]] },
      // Tracing output only; results and errors come back through the returned promises.
      () => undefined,
      bindMigrationAwareSqlAdapterFactory(factory),
    );
    try {
      return await fn(engine, factory);
    } finally {
      engine.free();
    }
  } finally {
    await factory.close();
  }
}

type SchemaFile = { path: string; content: string };

export type DiffOptions = {
  /** "migrations" diffs from the state the existing migrations produce; "empty" from an empty database. */
  from?: "migrations" | "empty";
  migrationsDir?: string;
  schemaPath?: string;
};

/**
 * The SQL that takes the database from `from` to the state described by schema.prisma,
 * or "" when they already agree.
 */
export async function diffSchema(options: DiffOptions = {}): Promise<string> {
  const schemaPath = options.schemaPath ?? DEFAULT_SCHEMA_PATH;
  const schema = { path: schemaPath, content: await readFile(schemaPath, "utf8") };
  const migrations = options.from === "empty" ? [] : await readMigrations(options.migrationsDir);

  const result = await withEngine(schema, async (engine, factory) => {
    // Not the engine's own { tag: "migrations" } source: it describes its shadow database with no
    // preview features, so it cannot see extensions and always re-emits CREATE EXTENSION pg_trgm.
    // Instead we apply the migrations ourselves to the engine's main database and diff from it as
    // a datasource, which is described with the schema's preview features (postgresqlExtensions).
    const main = await factory.main();
    for (const migration of migrations) {
      try {
        await main.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed on a scratch database: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
    return engine.diff({
      from: { tag: "schemaDatasource", files: [schema], configDir: process.cwd() },
      to: { tag: "schemaDatamodel", files: [schema] },
      script: true,
      exitCode: null,
      filters: NO_FILTERS,
    });
  });
  const script = (result.stdout ?? "").trim();
  return script === EMPTY_MIGRATION ? "" : script;
}

/** A migration folder name Prisma would accept: `<UTC yyyymmddhhmmss>_<snake_name>`. */
export function migrationFolderName(name: string, now = new Date()): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!slug) throw new Error(`"${name}" is not a usable migration name: use letters, digits and underscores.`);
  const stamp = now.toISOString().replace(/\D/g, "").slice(0, 14);
  return `${stamp}_${slug}`;
}
