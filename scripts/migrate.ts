// npm run db:migrate
// Applies pending prisma/migrations to DATABASE_URL, or to the embedded database when it is unset.
// Stands in for `prisma migrate deploy`, which cannot run here (no native engine); the records it
// writes to _prisma_migrations are the ones the CLI would write.
import { DEFAULT_MIGRATIONS_DIR, applyMigrations } from "@/lib/db/migrate";
import { describeDatabase, disconnectDatabase, getSqlExecutor } from "@/lib/db";

async function main(): Promise<void> {
  console.log(`Migrating ${describeDatabase()} from ${DEFAULT_MIGRATIONS_DIR}`);
  const executor = await getSqlExecutor();
  try {
    const result = await applyMigrations(executor);
    for (const name of result.applied) console.log(`  applied ${name}`);
    if (result.notInFolder.length > 0) {
      console.warn(`  recorded in the database but not in the folder: ${result.notInFolder.join(", ")}`);
    }
    console.log(
      result.applied.length > 0
        ? `Applied ${result.applied.length} migration(s); ${result.alreadyApplied.length} were already applied.`
        : `Nothing to apply: all ${result.alreadyApplied.length} migration(s) are applied.`,
    );
  } finally {
    await executor.release();
    await disconnectDatabase();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
