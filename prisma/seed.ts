// npm run db:seed: idempotent demo data on DATABASE_URL or the embedded database.
import { disconnectDatabase, ensureDatabase } from "@/lib/db";
import { seedDemoData } from "@/lib/seed/demo";

async function main() {
  await ensureDatabase();
  await seedDemoData((line) => console.log(line));
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDatabase());
