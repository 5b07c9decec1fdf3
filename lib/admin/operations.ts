import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { roleCalls } from "@/lib/api/operation-fragments";
import { attentionSchema, taskOverviewSchema, taskQueuedSchema } from "@/lib/admin/contract";
import { taskNameSchema } from "@/lib/admin/schemas";

// The scheduled tasks (decisions.md section 10).

const adminCall = roleCalls("Admin", ["Admin"]);

export const listAdminTasks = defineOperation({
  id: "listAdminTasks",
  method: "GET",
  path: "/admin/tasks",
  summary:
    "Every scheduled task: its schedule (cron in India time, and in words), last run (time, status, summary or error), " +
    "next run, and its failures of the last 7 days (count and the newest error).",
  ...adminCall,
  response: z.array(taskOverviewSchema),
});

export const runAdminTask = defineOperation({
  id: "runAdminTask",
  method: "POST",
  path: "/admin/tasks/{name}/run",
  summary:
    "Queues one run of the task now (the worker runs it and records it with trigger manual; it shows in GET admin/tasks " +
    "once it has started). Answers the queue's id of the run. 404 for a name that is no task.",
  ...adminCall,
  params: taskNameSchema,
  response: taskQueuedSchema,
  errors: [...adminCall.errors, 404],
});

export const getAdminAttention = defineOperation({
  id: "getAdminAttention",
  method: "GET",
  path: "/admin/attention",
  summary:
    "What needs attention today beyond the moderation queues: batches starting within 7 days with nobody enrolled, " +
    "drives awaiting a university's answer, placements due a check-in, tasks that failed in the last 24 hours.",
  ...adminCall,
  response: attentionSchema,
});
