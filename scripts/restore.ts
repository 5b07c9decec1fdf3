// npm run db:restore -- <backup folder> [--force]: restores a db:backup folder into DATABASE_URL and
// its files into ${DATA_DIR}/uploads. Refuses a database that already has the app's tables unless
// --force (which drops and replaces them). Restore into a fresh database, then point the app at it.
import path from "node:path";
import { parseArgs } from "node:util";
import { restore } from "@/lib/ops/backup";

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean", default: false } }, allowPositionals: true });
  const databaseUrl = process.env.DATABASE_URL?.trim();
  const from = positionals[0];
  if (!databaseUrl || !from) {
    console.error("Usage: DATABASE_URL=postgresql://... npm run db:restore -- <backup folder> [--force]");
    process.exit(1);
  }
  const dataDir = process.env.DATA_DIR?.trim() || ".data";
  const manifest = await restore({ from: path.resolve(from), databaseUrl, dataDir, force: values.force });
  console.log(`Restored the backup of ${manifest.createdAt} (files: ${manifest.files ? `into ${dataDir}/uploads` : "none"})`);
}

main().catch((error: unknown) => {
  console.error(`db:restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
