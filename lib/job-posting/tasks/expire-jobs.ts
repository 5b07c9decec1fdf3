// expire-jobs (hourly): a job whose validThrough has passed is already closed to everyone (the open-job
// rule in lib/job-search/service/lifecycle.ts compares the date); this task writes it down, so the dashboard, alerts
// and the 30-day page rule read one closedAt: closedAt = validThrough (when it really closed),
// closeReason = expired. The employer gets one in-app notification per closing, written in the same
// transaction as the UPDATE that closed it, so a rerun (which closes nothing) notifies nobody again.
// No mail: the employer was mailed three days before (expiry-reminders), and candidates with open
// applications keep them; their pipeline goes on after the job stops taking new ones.
import { db } from "@/lib/db";
import { formatDate } from "@/lib/format/date";
import { notify } from "@/lib/notifications/service";
import type { TaskDefinition } from "@/lib/tasks/types";

/** Jobs closed per transaction: bounds the locks held and the size of one UPDATE. */
export const EXPIRE_BATCH_SIZE = 200;

type ClosedRow = { id: string; post: string; validThrough: Date; userId: string; deleted: boolean };

/** Closes up to one batch of due jobs; returns how many it closed. */
async function closeBatch(now: Date): Promise<number> {
  return db.$transaction(async (tx) => {
    // SKIP LOCKED: a job an employer is renewing or closing right now is left for the next run, and
    // two runs at once split the work instead of waiting on each other. The outer WHERE repeats the
    // condition, so the UPDATE only closes what is still due.
    const rows = await tx.$queryRaw<ClosedRow[]>`
      WITH due AS (
        SELECT "id" FROM "Job"
        WHERE "status" = 'approved' AND "closedAt" IS NULL AND "validThrough" <= ${now}
        ORDER BY "validThrough", "id"
        LIMIT ${EXPIRE_BATCH_SIZE}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE "Job" j
      SET "closedAt" = j."validThrough", "closeReason" = 'expired', "updatedAt" = ${now}
      FROM due, "Employer" e
      WHERE j."id" = due."id" AND e."id" = j."employerId"
        AND j."status" = 'approved' AND j."closedAt" IS NULL AND j."validThrough" <= ${now}
      RETURNING j."id", j."post", j."validThrough", e."userId", (j."deletedAt" IS NOT NULL) AS "deleted"`;
    for (const row of rows) {
      // A job the employer deleted is closed too (the rule holds for every row) but not announced.
      if (row.deleted) continue;
      await notify(tx, {
        userId: row.userId,
        kind: "job_expired",
        title: `${row.post}: closed`,
        body: `Your job "${row.post}" reached its closing date (${formatDate(row.validThrough.toISOString())}) and no longer accepts applications. Renew it to reopen it.`,
        link: `/employer/applications?renew=${encodeURIComponent(row.id)}`,
      });
    }
    return rows.length;
  });
}

export const expireJobsTask: TaskDefinition = {
  name: "expire-jobs",
  cron: "5 * * * *",
  description: "Closes approved jobs whose closing date has passed (reason: expired) and notifies their employers in the app.",
  async run({ now }) {
    let closed = 0;
    for (;;) {
      const count = await closeBatch(now);
      closed += count;
      if (count < EXPIRE_BATCH_SIZE) break;
    }
    return { summary: `Closed ${closed} expired ${closed === 1 ? "job" : "jobs"}` };
  },
};
