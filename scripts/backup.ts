// npm run db:backup [-- --out DIR]: pg_dump (custom format) of DATABASE_URL and a tar of
// ${DATA_DIR}/uploads into one folder (default backups/backup-<time>). See docs/deploying.md.
import path from "node:path";
import { parseArgs } from "node:util";
import { backup } from "@/lib/ops/backup";

async function main() {
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    console.error("db:backup needs DATABASE_URL (Postgres). The embedded database is a folder: stop the app and copy $DATA_DIR.");
    process.exit(1);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const out = path.resolve(values.out ?? path.join(process.env.BACKUP_DIR ?? "backups", `backup-${stamp}`));
  const manifest = await backup({ databaseUrl, dataDir: process.env.DATA_DIR?.trim() || ".data", out });
  console.log(`Backup written to ${out} (database ${manifest.database}; files: ${manifest.files ? "yes" : "none"})`);
  if (manifest.uploadThing) console.log("Files stored in UploadThing are not in this backup; UploadThing keeps them.");
}

main().catch((error: unknown) => {
  console.error(`db:backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
