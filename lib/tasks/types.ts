// What a scheduled task is (decisions.md section 10): a name, a schedule, and an idempotent run that
// takes the time to act at (a parameter, so tests fix the clock) and says what it did.

/** A task's name: also its queue's name. The registry (lib/registry/tasks.ts) lists the tasks. */
export type TaskName = string;

export type TaskContext = {
  /** The moment the task acts at: every "before"/"after" comparison uses it, never the wall clock. */
  now: Date;
};

export type TaskResult = {
  /** One line for the admin's Tasks page and `npm run task` ("Closed 3 expired jobs"). */
  summary: string;
};

export type TaskDefinition = {
  name: TaskName;
  /** Cron expression in India time (Asia/Kolkata). */
  cron: string;
  /** What it does, for the admin page and `npm run task -- --list`. */
  description: string;
  /**
   * Must be idempotent: a second run at the same `now` (or a retry after a failure halfway) changes
   * nothing more and mails nobody twice (claim mails with sendOnce from lib/email/once.ts).
   */
  run: (context: TaskContext) => Promise<TaskResult>;
};
