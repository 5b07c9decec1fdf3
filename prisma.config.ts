import { defineConfig } from "prisma/config";

// The CLI is only used for `prisma generate`; migrations are applied by lib/db/migrate.ts.
// process.env is read directly because the config's env() throws when a variable is unset.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/unused" },
});
