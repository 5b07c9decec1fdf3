// Backups (npm run db:backup / db:restore): the database with pg_dump's custom format and the files
// folder (${DATA_DIR}/uploads) as a tar. A backup is a folder: database.dump, files.tar.gz (when there
// are local files) and manifest.json. Files kept in UploadThing are not in it (UploadThing keeps them).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const MAX_BUFFER = 64 * 1024 * 1024;

export type Manifest = { format: 1; createdAt: string; database: string; files: boolean; uploadThing: boolean };

function redacted(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "****";
    return parsed.toString();
  } catch {
    return "(unparseable)";
  }
}

/** pg_dump/pg_restore take the URL as an argument; keep the password out of the process list. */
function splitPassword(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { url: parsed.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export async function backup(options: { databaseUrl: string; dataDir: string; out: string }): Promise<Manifest> {
  await mkdir(options.out, { recursive: true });
  const target = splitPassword(options.databaseUrl);
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", path.join(options.out, "database.dump"), target.url], {
    env: target.env,
    maxBuffer: MAX_BUFFER,
  });
  const uploads = path.join(options.dataDir, "uploads");
  const files = existsSync(uploads) && (await stat(uploads)).isDirectory();
  if (files) await run("tar", ["-czf", path.join(options.out, "files.tar.gz"), "-C", options.dataDir, "uploads"]);
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: redacted(options.databaseUrl),
    files,
    uploadThing: Boolean(process.env.UPLOADTHING_TOKEN?.trim()),
  };
  await writeFile(path.join(options.out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** True when the database already holds the app's tables (restoring over them needs --force). */
async function hasAppTables(url: string): Promise<boolean> {
  const { Client } = await import("pg");
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT to_regclass('public."_prisma_migrations"') IS NOT NULL AS present`);
    return Boolean(rows[0]?.present);
  } finally {
    await client.end();
  }
}

export async function restore(options: { from: string; databaseUrl: string; dataDir: string; force?: boolean }): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(options.from, "manifest.json"), "utf8")) as Manifest;
  if (manifest.format !== 1) throw new Error(`Unknown backup format ${String(manifest.format)}`);
  if (!options.force && (await hasAppTables(options.databaseUrl))) {
    throw new Error(
      `The target database ${redacted(options.databaseUrl)} already has the app's tables. Restore into a fresh database, or pass --force to replace its contents.`,
    );
  }
  const target = splitPassword(options.databaseUrl);
  const args = ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", "--dbname", target.url];
  if (options.force) args.unshift("--clean", "--if-exists");
  await run("pg_restore", [...args, path.join(options.from, "database.dump")], { env: target.env, maxBuffer: MAX_BUFFER });
  if (manifest.files) {
    await mkdir(options.dataDir, { recursive: true });
    await run("tar", ["-xzf", path.join(options.from, "files.tar.gz"), "-C", options.dataDir]);
  }
  return manifest;
}
