// npm run db:skills-migration [-- <timestamp YYYYMMDDHHMMSS>]
// Writes prisma/migrations/<timestamp>_skill_catalogue/migration.sql: the skill catalogue of
// lib/skills/catalogue upserted by id (decision 0030). Run it after changing the data files, then
// `npm run db:migrate`. The timestamp defaults to now; a new one must sort after every migration.
import { catalogueProblems, SKILL_CATALOGUE } from "@/lib/skills/catalogue";
import { CATALOGUE_MIGRATION_SUFFIX, catalogueMigrationSql } from "@/lib/skills/catalogue/migration-sql";
import { writeDataMigration } from "./helpers/write-data-migration";

writeDataMigration({
  what: "The catalogue",
  suffix: CATALOGUE_MIGRATION_SUFFIX,
  problems: () => catalogueProblems(),
  sql: () => catalogueMigrationSql(),
  summary: `${SKILL_CATALOGUE.length} skills`,
});
