import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { taskOverviewSchema, taskQueuedSchema } from "@/lib/admin/contract";
import { taskNameSchema } from "@/lib/admin/schemas";

// The scheduled tasks (decisions.md section 10).

export const listAdminTasks = defineOperation({
  id: "listAdminTasks",
  method: "GET",
  path: "/admin/tasks",
  summary:
    "Every scheduled task: its schedule (cron in India time, and in words), last run (time, status, summary or error), " +
    "next run, and its failures of the last 7 days (count and the newest error).",
  tag: "Admin",
  auth: ["Admin"],
  response: z.array(taskOverviewSchema),
  errors: [401, 403],
});

export const runAdminTask = defineOperation({
  id: "runAdminTask",
  method: "POST",
  path: "/admin/tasks/{name}/run",
  summary:
    "Queues one run of the task now (the worker runs it and records it with trigger manual; it shows in GET admin/tasks " +
    "once it has started). Answers the queue's id of the run. 404 for a name that is no task.",
  tag: "Admin",
  auth: ["Admin"],
  params: taskNameSchema,
  response: taskQueuedSchema,
  errors: [400, 401, 403, 404],
});
