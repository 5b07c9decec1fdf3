// npm run task -- <name>      runs one scheduled task now, once, and prints what it did
// npm run task -- --list      lists the tasks and their schedules
// The run is recorded like a scheduled one (the admin's Tasks page shows it, trigger "cli"). Every
// task is idempotent, so running one by hand next to the schedule is safe.
import { disconnectDatabase, ensureDatabase } from "@/lib/db";
import { TASKS, findTask } from "@/lib/registry/tasks";
import { runTaskDefinition } from "@/lib/tasks/runner";
import { nextRun, TASK_TIME_ZONE } from "@/lib/tasks/schedule";

function usage(): string {
  const names = TASKS.map((task) => `  ${task.name.padEnd(18)} ${task.cron.padEnd(12)} ${task.description}`).join("\n");
  return `Usage: npm run task -- <name>\n\nTasks (cron in ${TASK_TIME_ZONE}):\n${names}`;
}

async function main(): Promise<number> {
  const arg = process.argv[2];
  if (!arg || arg === "--help" || arg === "-h") {
    console.log(usage());
    return arg ? 0 : 2;
  }
  if (arg === "--list") {
    for (const task of TASKS) console.log(`${task.name.padEnd(18)} next ${nextRun(task.cron).toISOString()}  ${task.description}`);
    return 0;
  }
  const task = findTask(arg);
  if (!task) {
    console.error(`Unknown task "${arg}".\n\n${usage()}`);
    return 2;
  }
  try {
    await ensureDatabase();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      /lock/i.test(message)
        ? "The embedded database is in use by a running server. Stop it, or use the admin's Tasks page (Run now)."
        : `Cannot open the database: ${message}`,
    );
    return 1;
  }
  const started = Date.now();
  const result = await runTaskDefinition(task, { trigger: "cli" });
  console.log(`${task.name}: ${result.summary} (${Date.now() - started} ms)`);
  return 0;
}

main()
  .then(async (code) => {
    await disconnectDatabase().catch(() => undefined);
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(`Task failed: ${error instanceof Error ? error.message : String(error)}`);
    await disconnectDatabase().catch(() => undefined);
    process.exit(1);
  });
