// Runs once when the server starts, before it handles requests: validate the environment,
// apply pending migrations and, in development, seed an empty database with demo data.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("@/lib/env");
  const env = getEnv();
  const { ensureDatabase } = await import("@/lib/db");
  await ensureDatabase();
  if (env.NODE_ENV === "development" || process.env.SEED_ON_START === "1") {
    const { seedIfEmpty } = await import("@/lib/seed/demo");
    await seedIfEmpty();
  }
}
