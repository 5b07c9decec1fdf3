// The queue's face to the rest of the app: put a task on the queue now (the admin's "Run now"); the
// worker (in an app server, or `npm run worker`) picks it up and records the run as manual.
import type { TaskName } from "@/lib/tasks/types";
import { getBoss } from "@/lib/queue/boss";
import { createTaskQueue } from "@/lib/queue/worker";

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
