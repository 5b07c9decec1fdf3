// Throwaway databases on a Postgres server, for the bench and cluster scripts and test-all.sh: created
// empty (the caller migrates or loads them), dropped together with any connection left open to them.
import { Client } from "pg";

/** Runs one statement on its own connection to `url` and answers the rows. */
export async function sql<T = Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = {
  name: string;
  url: string;
  drop(): Promise<void>;
};

/** `serverUrl` with the database `name` in place of its own. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  // FORCE (Postgres 13+) ends the connections a failed run left open.
  await sql(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** Creates the empty database `name` on the server of `serverUrl` (its own database is only used to create and drop). */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<ScratchDatabase> {
  await sql(serverUrl, `CREATE DATABASE "${name}"`);
  return { name, url: databaseUrl(serverUrl, name), drop: () => dropDatabase(serverUrl, name) };
}
