// npm run db:skills-migration [-- <timestamp YYYYMMDDHHMMSS>]
// Writes prisma/migrations/<timestamp>_skill_catalogue/migration.sql: the skill catalogue of
// lib/skills/catalogue upserted by id (decision 0030). Run it after changing the data files, then
// `npm run db:migrate`. The timestamp defaults to now; a new one must sort after every migration.
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_MIGRATIONS_DIR, readMigrations } from "@/lib/db/migrate";
import { catalogueProblems, SKILL_CATALOGUE } from "@/lib/skills/catalogue";
import { CATALOGUE_MIGRATION_SUFFIX, catalogueMigrationSql } from "@/lib/skills/catalogue/migration-sql";

async function main(): Promise<void> {
  const problems = catalogueProblems();
  if (problems.length > 0) throw new Error(`The catalogue has problems; nothing written:\n- ${problems.join("\n- ")}`);

  const given = process.argv[2]?.trim();
  if (given !== undefined && !/^\d{14}$/.test(given)) throw new Error(`"${given}" is not a timestamp YYYYMMDDHHMMSS.`);
  const stamp = given ?? new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const folder = `${stamp}${CATALOGUE_MIGRATION_SUFFIX}`;
  const dir = path.join(DEFAULT_MIGRATIONS_DIR, folder);
  const existing = (await readMigrations(DEFAULT_MIGRATIONS_DIR)).map((m) => m.name);
  // Rewriting the same folder is allowed (before it is applied anywhere: applied ones are checksummed);
  // a new folder must sort last, as migrations apply in name order.
  const later = existing.filter((name) => name > folder);
  if (!existsSync(dir) && later.length > 0) {
    throw new Error(`${folder} would sort before ${later.join(", ")}; give a later timestamp or check the clock.`);
  }

  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "migration.sql"), catalogueMigrationSql());
  console.log(`Wrote ${path.join(dir, "migration.sql")} (${SKILL_CATALOGUE.length} skills). Apply it with: npm run db:migrate`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
