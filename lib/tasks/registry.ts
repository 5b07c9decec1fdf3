// Every scheduled task (decisions.md section 10), each defined in its own file in lib/tasks. The
// worker schedules them on the queue; `npm run task -- <name>` and the admin's Tasks page run them.
import type { TaskDefinition, TaskName } from "@/lib/tasks/types";

export const TASKS: readonly TaskDefinition[] = [];

export function findTask(name: string): TaskDefinition | undefined {
  return TASKS.find((task) => task.name === name);
}

export function taskNames(): TaskName[] {
  return TASKS.map((task) => task.name);
}
