// Creates (or with --drop, drops) a scratch database on a Postgres server; --url only prints its URL.
// Used by scripts/test-all.sh so each test run gets a database of its own.
import { databaseUrl, dropDatabase, sql } from "./helpers/scratch-database";

async function main() {
  const args = process.argv.slice(2);
  const mode = args[0]?.startsWith("--") ? args.shift() : "--create";
  const [serverUrl, name] = args;
  if (!serverUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("usage: create-database.ts [--create|--drop|--url] <postgres-url> <name: a-z 0-9 _>");
  }
  if (mode === "--url") {
    console.log(databaseUrl(serverUrl, name));
    return;
  }
  if (mode === "--drop") await dropDatabase(serverUrl, name);
  else {
    await sql(serverUrl, `CREATE DATABASE "${name}"`);
    // A scratch database is thrown away: its commits need not wait for the disk (see tests/helpers/test-db.ts).
    await sql(serverUrl, `ALTER DATABASE "${name}" SET synchronous_commit = off`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
