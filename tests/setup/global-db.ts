// Vitest globalSetup (runs once per `vitest run`, in the main process). With a Postgres server
// available (TEST_DATABASE_URL or DATABASE_URL), migrates ONE template database for the run and
// provides its name and a snapshot of it; tests/setup/integration.ts then gives each worker slot its
// own copy, put back into the template's state before each file.
// Without a server it provides null and test files use in-memory PGlite instead.
import { randomBytes } from "node:crypto";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { createTestDatabase, databaseUrl, dropTestDatabase, testServerUrl } from "../helpers/test-db";
import { snapshotTemplate, type TemplateSnapshot } from "../helpers/worker-db";

export type ProvidedTestDatabase = {
  serverUrl: string;
  /** Migrated database that the worker slots' databases are copied from. */
  template: string;
  /** What a slot's database is put back to before each file. */
  snapshot: TemplateSnapshot;
  /** Every database this run creates starts with it, so teardown can sweep what crashed files left. */
  runPrefix: string;
} | null;

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase: ProvidedTestDatabase;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = testServerUrl();
  if (!serverUrl) {
    project.provide("testDatabase", null);
    return undefined;
  }

  const runPrefix = `vt_${randomBytes(4).toString("hex")}`;
  // createTestDatabase migrates it through a connection it closes afterwards: CREATE DATABASE ...
  // TEMPLATE refuses a template that anyone is connected to.
  const template = await createTestDatabase({ serverUrl, name: `${runPrefix}_template` });
  const snapshot = await snapshotTemplate(databaseUrl(serverUrl, template.name!));
  project.provide("testDatabase", { serverUrl, template: template.name!, snapshot, runPrefix });

  return async () => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    let leftovers: string[];
    try {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, $1)",
        [`${runPrefix}_`],
      );
      leftovers = rows.map((row) => row.datname);
    } finally {
      await client.end();
    }
    for (const name of leftovers) await dropTestDatabase(serverUrl, name);
  };
}
