// The admin's view of the scheduled tasks (decisions.md section 10): every registered task with its
// schedule, its last run, its next run and its failures of the last 7 days, and "Run now", which puts
// a run on the queue (the worker runs and records it, like a scheduled one).
import cronstrue from "cronstrue";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/api/errors";
import type { TaskOverviewJson, TaskQueuedJson } from "@/lib/admin/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { TaskRunStatus } from "@/lib/generated/prisma/enums";
import { addDays } from "@/lib/job-search/service/lifecycle";
import { enqueueTask } from "@/lib/queue";
import { assertAdmin } from "@/lib/admin/service/access";
import { findTask, TASKS } from "@/lib/registry/tasks";
import { nextRun } from "@/lib/tasks/schedule";
import type { TaskNameInput } from "@/lib/admin/schemas";

export const FAILURE_WINDOW_DAYS = 7;
export const UNKNOWN_TASK_MESSAGE = "There is no task with this name.";

/**
 * A schedule in words, by cronstrue (docs/decisions/0056): "At 10:35 IST, every
 * day", "Every 5 minutes", "At 09:00 IST, only on Monday". The schedules are written in India time
 * (lib/tasks/schedule.ts), so a fixed time says IST; an expression cronstrue cannot read is shown as is.
 */
export function cronInWords(cron: string): string {
  try {
    const words = cronstrue.toString(cron, { use24HourTimeFormat: true, throwExceptionOnParseError: true });
    const timed = words.replace(/\bAt (\d{2}:\d{2})/, "At $1 IST");
    return /^At \d{2}:\d{2} IST$/.test(timed) ? `${timed}, every day` : timed;
  } catch {
    return `Cron "${cron}" (India time)`;
  }
}

type OverviewRow = {
  name: string;
  runId: string | null;
  trigger: string | null;
  status: TaskRunStatus | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  summary: string | null;
  error: string | null;
  failures: number;
  failedAt: Date | null;
  failedError: string | null;
};

/** Per task name: its newest run, and its failures since `since` (count and newest), read in one query. */
function overviewRows(names: string[], since: Date): Promise<OverviewRow[]> {
  const values = Prisma.join(names.map((name) => Prisma.sql`(${name}::text)`));
  // Each LATERAL reads the (name, startedAt DESC) index: the newest run, and the failed runs since `since`.
  return db.$queryRaw<OverviewRow[]>`
    SELECT t."name", last."id" AS "runId", last."trigger", last."status", last."startedAt", last."finishedAt",
      last."summary", last."error", COALESCE(f."failures", 0)::int AS "failures", f."failedAt", f."failedError"
    FROM (VALUES ${values}) AS t("name")
    LEFT JOIN LATERAL (
      SELECT r."id", r."trigger", r."status"::text AS "status", r."startedAt", r."finishedAt", r."summary", r."error"
      FROM "TaskRun" r WHERE r."name" = t."name" ORDER BY r."startedAt" DESC, r."id" DESC LIMIT 1
    ) last ON true
    LEFT JOIN LATERAL (
      SELECT COUNT(*)::int AS "failures", MAX(r."startedAt") AS "failedAt",
        (ARRAY_AGG(r."error" ORDER BY r."startedAt" DESC, r."id" DESC))[1] AS "failedError"
      FROM "TaskRun" r WHERE r."name" = t."name" AND r."status" = 'failed' AND r."startedAt" >= ${since}
    ) f ON true`;
}

/** GET admin/tasks and the Tasks page: every registered task, in the registry's order. */
export async function taskOverview(admin: SessionUser, now: Date = new Date()): Promise<TaskOverviewJson[]> {
  assertAdmin(admin);
  if (TASKS.length === 0) return [];
  const rows = await overviewRows(
    TASKS.map((task) => task.name),
    addDays(now, -FAILURE_WINDOW_DAYS),
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  return TASKS.map((task) => {
    const row = byName.get(task.name);
    return {
      name: task.name,
      description: task.description,
      cron: task.cron,
      schedule: cronInWords(task.cron),
      nextRunAt: nextRun(task.cron, now).toISOString(),
      lastRun:
        row?.runId && row.status && row.startedAt
          ? {
              id: row.runId,
              trigger: row.trigger ?? "schedule",
              status: row.status,
              startedAt: row.startedAt.toISOString(),
              finishedAt: row.finishedAt?.toISOString() ?? null,
              summary: row.summary,
              error: row.error,
            }
          : null,
      failuresLast7Days: row?.failures ?? 0,
      lastFailure: row?.failedAt ? { at: row.failedAt.toISOString(), error: row.failedError } : null,
    };
  });
}

/** POST admin/tasks/{name}/run and "Run now": queues one run (the worker records it as manual). */
export async function queueTaskRun(admin: SessionUser, { name }: TaskNameInput): Promise<TaskQueuedJson> {
  assertAdmin(admin);
  const task = findTask(name);
  if (!task) throw notFound(UNKNOWN_TASK_MESSAGE);
  return { name: task.name, queueId: await enqueueTask(task.name) };
}
