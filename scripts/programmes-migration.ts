// npm run db:programmes-migration [-- <timestamp YYYYMMDDHHMMSS>]
// Writes prisma/migrations/<timestamp>_programmes/migration.sql: the academy's programmes of
// lib/academy/programmes.json and the skills each teaches, upserted by id (decisions.md section 15).
// Run it after changing the data file, then `npm run db:migrate`. The timestamp defaults to now; a new
// one must sort after every migration (and after the skill catalogue's, whose ids it names).
import { PROGRAMMES } from "@/lib/academy/rules/programmes";
import { programmeProblems, PROGRAMMES_MIGRATION_SUFFIX, programmesMigrationSql } from "@/lib/academy/service/programmes-migration-sql";
import { writeDataMigration } from "./helpers/write-data-migration";

writeDataMigration({
  what: "The programmes",
  suffix: PROGRAMMES_MIGRATION_SUFFIX,
  problems: () => programmeProblems(),
  sql: () => programmesMigrationSql(),
  summary: `${PROGRAMMES.length} programmes`,
});
