"use server";

import { defineAction } from "@/lib/actions/define-action";
import { queueTaskRun } from "@/lib/admin/service/tasks";
import { taskNameSchema } from "@/lib/admin/schemas";

// The Tasks page's "Run now": queues a run for the worker; the page shows it once it has started.
export const runTaskAction = defineAction({ access: "Admin", input: taskNameSchema, message: "Queued" }, (input, admin) =>
  queueTaskRun(admin, input),
);
