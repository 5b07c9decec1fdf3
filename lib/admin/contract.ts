import { z } from "zod";
import "zod-openapi";
import { TaskRunStatus } from "@/lib/generated/prisma/enums";

// The admin's view of the scheduled tasks (decisions.md section 10): GET admin/tasks and the console's
// Tasks page render the same shape; POST admin/tasks/{name}/run answers the queued run.

const dateTime = z.string().meta({ format: "date-time" });

export const taskRunSchema = z
  .object({
    id: z.string(),
    trigger: z.string().meta({ description: "schedule, manual (the admin's Run now) or cli (npm run task)." }),
    status: z.enum(TaskRunStatus),
    startedAt: dateTime,
    finishedAt: dateTime.nullable(),
    summary: z.string().nullable().meta({ description: "What a successful run did, e.g. 'Closed 3 expired jobs'." }),
    error: z.string().nullable().meta({ description: "Why a failed run failed (the error's message)." }),
  })
  .meta({ id: "TaskRun" });

export const taskOverviewSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    cron: z.string().meta({ description: "Cron expression in India time (Asia/Kolkata)." }),
    schedule: z.string().meta({ description: "The cron expression in words, e.g. 'Every day at 08:30 India time'." }),
    nextRunAt: dateTime,
    lastRun: taskRunSchema.nullable(),
    failuresLast7Days: z.number().int(),
    lastFailure: z
      .object({ at: dateTime, error: z.string().nullable() })
      .nullable()
      .meta({ description: "The newest failed run of the last 7 days." }),
  })
  .meta({ id: "TaskOverview" });

export type TaskRunJson = z.infer<typeof taskRunSchema>;
export type TaskOverviewJson = z.infer<typeof taskOverviewSchema>;

export const taskQueuedSchema = z
  .object({
    name: z.string(),
    queueId: z.string().nullable().meta({ description: "The queue's id of the run (null if the queue already held one)." }),
  })
  .meta({ id: "TaskQueued" });

export type TaskQueuedJson = z.infer<typeof taskQueuedSchema>;
