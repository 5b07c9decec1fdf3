// expiry-reminders (daily, 08:30 India time): one mail per open job that closes within the next
// CLOSING_SOON_DAYS days, to its employer, with a link to renew it. The mail's key names the job and
// its closing date, so a daily rerun mails nobody twice, while a job renewed to a new date (which may
// come round again) is reminded again for that date.
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { expiryReminderMail } from "@/lib/job-posting/mails";
import { addDays, CLOSING_SOON_DAYS, openJobSql } from "@/lib/job-search/service/lifecycle";
import type { TaskDefinition } from "@/lib/tasks/types";

/** Jobs read per query (keyset pages by id). */
const PAGE_SIZE = 200;

type DueRow = { id: string; post: string; validThrough: Date; orgName: string; email: string };

export function expiryReminderKey(jobId: string, validThrough: Date): string {
  return `expiry-reminder:${jobId}:${validThrough.toISOString()}`;
}

/** Open jobs (of approved employers) closing in (now, now + CLOSING_SOON_DAYS], after `afterId`. */
function dueJobs(now: Date, afterId: string): Promise<DueRow[]> {
  const until = addDays(now, CLOSING_SOON_DAYS);
  return db.$queryRaw<DueRow[]>`
    SELECT j."id", j."post", j."validThrough", e."orgName", u."email"
    FROM "Job" j
    JOIN "Employer" e ON e."id" = j."employerId"
    JOIN "User" u ON u."id" = e."userId"
    WHERE ${openJobSql(now)} AND j."validThrough" <= ${until} AND e."status" = 'approved' AND j."id" > ${afterId}
    ORDER BY j."id"
    LIMIT ${PAGE_SIZE}`;
}

export const expiryRemindersTask: TaskDefinition = {
  name: "expiry-reminders",
  cron: "30 8 * * *",
  description: `E-mails each employer once about every open job that closes within the next ${CLOSING_SOON_DAYS} days, with a link to renew it.`,
  async run({ now }) {
    let sent = 0;
    let afterId = "";
    for (;;) {
      const rows = await dueJobs(now, afterId);
      for (const row of rows) {
        const mail = expiryReminderMail({ to: row.email, orgName: row.orgName, jobId: row.id, post: row.post, validThrough: row.validThrough });
        if (await sendOnce(expiryReminderKey(row.id, row.validThrough), mail)) sent += 1;
      }
      if (rows.length < PAGE_SIZE) break;
      afterId = rows[rows.length - 1].id;
    }
    return { summary: `Sent ${sent} ${sent === 1 ? "reminder" : "reminders"}` };
  },
};
