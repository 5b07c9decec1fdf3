// Runs one task and records the run (TaskRun), for the queue's worker, `npm run task` and the
// admin's "Run now". A failure is recorded and rethrown, so the queue retries it with backoff.
import { db } from "@/lib/db";
import { logger } from "@/lib/log/logger";
import type { TaskDefinition, TaskResult } from "@/lib/tasks/types";

export type TaskTrigger = "schedule" | "manual" | "cli";

/** Error text kept for the admin: the message only, bounded (never a stack with data in it). */
function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

/** How long the runs of a task are kept (the every-minute task alone writes 1,440 a day). */
export const RUN_HISTORY_DAYS = 14;

export type RunOptions = { trigger: TaskTrigger; now?: Date; attempt?: number };

export async function runTaskDefinition(task: TaskDefinition, { trigger, now = new Date(), attempt = 0 }: RunOptions): Promise<TaskResult> {
  const run = await db.taskRun.create({ data: { name: task.name, trigger, attempt, startedAt: new Date() }, select: { id: true } });
  const log = logger.child({ task: task.name, trigger, attempt });
  try {
    const result = await task.run({ now });
    await db.taskRun.update({ where: { id: run.id }, data: { status: "succeeded", summary: result.summary, finishedAt: new Date() } });
    // Old runs go as new ones succeed (the index on name, startedAt serves it).
    await db.taskRun.deleteMany({ where: { name: task.name, startedAt: { lt: new Date(Date.now() - RUN_HISTORY_DAYS * 86_400_000) } } });
    log.info({ summary: result.summary }, "task succeeded");
    return result;
  } catch (error) {
    const message = errorText(error);
    await db.taskRun
      .update({ where: { id: run.id }, data: { status: "failed", error: message, finishedAt: new Date() } })
      .catch(() => undefined);
    log.error({ error: message }, "task failed");
    throw error;
  }
}

