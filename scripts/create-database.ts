// Creates (or with --drop, drops) a scratch database on a Postgres server; --url only prints its URL.
// Used by scripts/test-all.sh so each test run gets a database of its own.
import { Client } from "pg";

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function main() {
  const args = process.argv.slice(2);
  const mode = args[0]?.startsWith("--") ? args.shift() : "--create";
  const [serverUrl, name] = args;
  if (!serverUrl || !name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("usage: create-database.ts [--create|--drop|--url] <postgres-url> <name: a-z 0-9 _>");
  }
  if (mode === "--url") {
    console.log(withDatabase(serverUrl, name));
    return;
  }
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    if (mode === "--drop") await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    else await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
