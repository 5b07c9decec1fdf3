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
    schedule: z.string().meta({ description: "The cron expression in words (cronstrue), e.g. 'At 08:30 IST, every day'." }),
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

// GET admin/attention and the console's "What needs attention today" (issue 44): beside the moderation
// queues, the academy's, the desk's and campus's waiting work, and the tasks that failed.
export const attentionSchema = z
  .object({
    batchesWithoutEnrolments: z.number().int().meta({ description: "Batches starting in the next 7 days (India time) with nobody enrolled, not cancelled." }),
    drivesAwaitingAnswer: z.number().int().meta({ description: "Universities invited to a drive whose registration is still open and who have not answered." }),
    placementsDueCheckIn: z.number().int().meta({ description: "Active placements due a check-in (the desk's rule): 7, 30 and 60 days after the start, within the guarantee." }),
    failedTasks: z.array(z.string()).meta({ description: "Names of the tasks with a failed run in the last 24 hours." }),
  })
  .meta({ id: "Attention" });

export type AttentionJson = z.infer<typeof attentionSchema>;
