// The one way the data-migration scripts (skills-migration, programmes-migration) write their file:
// refuse data with problems, take the timestamp from argv (default now), refuse a new folder that would
// not sort last, write prisma/migrations/<timestamp><suffix>/migration.sql. Exits 1 with the message.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";

export type DataMigration = {
  /** What the data is, for the messages: "The catalogue", "The programmes". */
  what: string;
  /** The folder suffix after the timestamp, e.g. "_skill_catalogue". */
  suffix: string;
  /** What is wrong with the data; nothing is written unless empty. */
  problems: () => string[];
  sql: () => string;
  /** What was written, e.g. "12 programmes". */
  summary: string;
};

async function write({ what, suffix, problems, sql, summary }: DataMigration): Promise<void> {
  const found = problems();
  if (found.length > 0) throw new Error(`${what} has problems; nothing written:\n- ${found.join("\n- ")}`);

  const given = process.argv[2]?.trim();
  if (given !== undefined && !/^\d{14}$/.test(given)) throw new Error(`"${given}" is not a timestamp YYYYMMDDHHMMSS.`);
  const stamp = given ?? new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const folder = `${stamp}${suffix}`;
  const dir = path.join(DEFAULT_MIGRATIONS_DIR, folder);
  const existing = (await readMigrations(DEFAULT_MIGRATIONS_DIR)).map((m) => m.name);
  // Rewriting the same folder is allowed (before it is applied anywhere: applied ones are checksummed);
  // a new folder must sort last, as migrations apply in name order.
  const later = existing.filter((name) => name > folder);
  if (!existsSync(dir) && later.length > 0) {
    throw new Error(`${folder} would sort before ${later.join(", ")}; give a later timestamp or check the clock.`);
  }

  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "migration.sql"), sql());
  console.log(`Wrote ${path.join(dir, "migration.sql")} (${summary}). Apply it with: npm run db:migrate`);
}

/** Runs the script: writes the migration, or prints why not and exits 1. */
export function writeDataMigration(migration: DataMigration): void {
  write(migration).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
