// The queue's face to the rest of the app: put a task on the queue now (the admin's "Run now"); the
// worker (in an app server, or `npm run worker`) picks it up and records the run as manual.
import type { TaskName } from "@/lib/tasks/types";
import { logger } from "@/lib/log/logger";
import { bossStarted, getBoss } from "@/lib/queue/boss";
import { createTaskQueue, workerRuns } from "@/lib/queue/worker";

/**
 * Queues one run of `name`. Returns the queue's job id, or null when a run of it is already waiting
 * (the queue keeps one waiting run per task).
 */
export async function enqueueTask(name: TaskName): Promise<string | null> {
  const boss = await getBoss();
  // Idempotent; needed when no worker has created the queue on this database yet.
  await createTaskQueue(boss, name);
  return boss.send(name, { trigger: "manual" });
}

/**
 * Asks for a run of `name` soon, when this process already runs the queue: e.g. instant alerts right
 * after a job opens instead of at the next minute's tick. Best effort, after the caller's commit: the
 * schedule covers anything a nudge misses, so a process without the queue (tests, WORKER=off) skips it.
 */
export function nudgeTask(name: TaskName): void {
  if (!bossStarted() || !workerRuns(name)) return;
  enqueueTask(name).catch((error: unknown) => {
    logger.warn({ task: name, error: error instanceof Error ? error.message : String(error) }, "could not nudge the task");
  });
}
