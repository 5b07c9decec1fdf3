// The queue's face to the rest of the app (filled in by lib/queue/boss.ts): put a task on the queue
// now, for the admin's "Run now"; the worker (in-process or `npm run worker`) picks it up.
import type { TaskName } from "@/lib/tasks/types";
import { getBoss } from "@/lib/queue/boss";

/** Queues one run of `name` (the worker records it as a manual run). Returns the queue's job id. */
export async function enqueueTask(name: TaskName): Promise<string | null> {
  const boss = await getBoss();
  return boss.send(name, { trigger: "manual" });
}
