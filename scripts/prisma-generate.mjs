// `prisma generate` never uses the native schema engine, but the CLI still tries to download it
// unless PRISMA_SCHEMA_ENGINE_BINARY names an existing file. Point it at this script so generate
// works offline. Never do this for `prisma migrate` (see docs/decisions/0001-offline-migrations.md).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const env = { ...process.env };
env.PRISMA_SCHEMA_ENGINE_BINARY ??= fileURLToPath(import.meta.url);
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
const result = spawnSync("npx", ["--no-install", "prisma", "generate"], { stdio: "inherit", env });
process.exit(result.status ?? 1);
