// The worker: schedules every task on the queue (cron, India time) and runs what the queue hands it.
// It runs inside each app server unless WORKER=off, or alone with `npm run worker`. With several
// servers, pg-boss creates one job per cron tick and each job goes to one worker (docs/decisions/0015).
import type { PgBoss } from "pg-boss";
import { logger } from "@/lib/log/logger";
import { getBoss, stopBoss } from "@/lib/queue/boss";
import { runTaskDefinition, type TaskTrigger } from "@/lib/tasks/runner";
import { TASK_TIME_ZONE } from "@/lib/tasks/schedule";
import type { TaskDefinition } from "@/lib/tasks/types";

/** Retries: 30 s, 1 min, 2 min, … (exponential, capped at 15 min), then the run stays failed. */
export const RETRY = { retryLimit: 4, retryDelay: 30, retryBackoff: true, retryDelayMax: 900 } as const;

type TaskJobData = { trigger?: TaskTrigger };

/** Whether this process should run the worker: yes unless WORKER=off (or 0/false). */
export function workerEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return !["off", "0", "false", "no"].includes((env.WORKER ?? "").trim().toLowerCase());
}

export type RetryOptions = { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax?: number };

/** Each task's queue. stately: at most one run waiting and one running, so slow runs never pile up. */
export function createTaskQueue(boss: PgBoss, name: string, retry: RetryOptions = RETRY): Promise<void> {
  return boss.createQueue(name, { policy: "stately", expireInSeconds: 15 * 60, ...retry });
}

export type WorkerOptions = {
  /** Queue retry settings (tests shorten them). */
  retry?: RetryOptions;
  /** How often an idle worker asks the queue for work, in seconds (pg-boss default 2). */
  pollingIntervalSeconds?: number;
};

async function register(boss: PgBoss, task: TaskDefinition, options: WorkerOptions): Promise<void> {
  await createTaskQueue(boss, task.name, options.retry);
  await boss.schedule(task.name, task.cron, { trigger: "schedule" }, { tz: TASK_TIME_ZONE });
  const work = { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<TaskJobData>(task.name, work, async ([job]) => {
    await runTaskDefinition(task, { trigger: job.data?.trigger ?? "schedule", attempt: job.retryCount ?? 0 });
  });
}

/** The names of the tasks this process's worker runs (set by startWorker): nudges go to these only. */
const running = new Set<string>();

export function workerRuns(name: string): boolean {
  return running.has(name);
}

/**
 * Starts the queue as a worker for `tasks`. The caller passes the registry's list (lib/registry/tasks.ts):
 * the queue is kernel and names no task of its own.
 */
export async function startWorker(tasks: readonly TaskDefinition[], options: WorkerOptions = {}): Promise<PgBoss> {
  const boss = await getBoss({ supervise: true });
  for (const task of tasks) running.add(task.name);
  for (const task of tasks) await register(boss, task, options);
  // A task removed from the code must stop being scheduled.
  const known = new Set(tasks.map((task) => task.name));
  for (const schedule of await boss.getSchedules()) {
    if (!known.has(schedule.name)) await boss.unschedule(schedule.name);
  }
  logger.info({ tasks: tasks.map((task) => task.name) }, "worker started");
  return boss;
}

export { stopBoss as stopWorker };
