// npm run admin:create -- --email E --password P [--name N]
// Creates an Admin account, or resets an existing admin's password (idempotent). Works on
// DATABASE_URL or the embedded database, like the app.
import { parseArgs } from "node:util";
import { disconnectDatabase, ensureDatabase } from "@/lib/db";
import { createOrResetAdmin } from "@/lib/admin/service/admin-account";

const USAGE = "Usage: npm run admin:create -- --email admin@example.com --password 'Str0ng@Pass' [--name 'Site Admin']";

async function main() {
  let values: { email?: string; password?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (values.help || !values.email || !values.password) {
    console.error(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }

  await ensureDatabase();
  const result = await createOrResetAdmin({ email: values.email, password: values.password, name: values.name });
  if (!result.ok) {
    for (const line of result.errors) console.error(line);
    process.exitCode = 2;
    return;
  }
  console.log(result.created ? `Created admin ${result.email}.` : `Reset the password of admin ${result.email}.`);
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => disconnectDatabase());
