// closing-soon (daily, 09:00 India time; decisions.md sections 10 and 11): one mail per candidate
// listing their saved jobs they have not applied to that are open and close within the next
// CLOSING_SOON_DAYS days. Each job is mentioned once ever for its closing date: the mail's key
// (`closing-soon:<userId>:<day>`) and a receipt per job (`closing-soon-job:<userId>:<jobId>:<validThrough>`)
// are claimed together (sendOnceListing), so a second run mails nothing, a job already mentioned
// is left out of the next days' mails, and a job renewed to a new date can come round again.
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { sendOnceListing } from "@/lib/email/once";
import { formatIndiaDay } from "@/lib/format/date";
import { closingSoonMail, type ClosingSoonJob } from "@/lib/saved-jobs/mails";
import { addDays, CLOSING_SOON_DAYS, openJobSql } from "@/lib/job-search/service/lifecycle";
import type { TaskDefinition } from "@/lib/tasks/types";

/** Candidates handled per round (keyset pages by user id). */
const USERS_PER_PAGE = 100;

export function closingSoonMailKey(userId: string, now: Date): string {
  return `closing-soon:${userId}:${formatIndiaDay(now)}`;
}

export function closingSoonJobKey(userId: string, jobId: string, validThrough: Date): string {
  return `closing-soon-job:${userId}:${jobId}:${validThrough.toISOString()}`;
}

type DueRow = ClosingSoonJob & { userId: string; email: string; name: string };

/**
 * FROM and WHERE of the saved jobs due a reminder at `now`: open (employer approved), closing in
 * (now, now + CLOSING_SOON_DAYS], not applied to, and not mentioned yet for this closing date (the
 * receipt's key rebuilt in SQL as closingSoonJobKey writes it; the claim stays the authority).
 */
function dueFrom(now: Date): Prisma.Sql {
  const until = addDays(now, CLOSING_SOON_DAYS);
  return Prisma.sql`
    FROM "SavedJob" s
    JOIN "User" u ON u."id" = s."userId"
    JOIN "Job" j ON j."id" = s."jobId"
    JOIN "Employer" e ON e."id" = j."employerId"
    WHERE ${openJobSql(now)} AND e."status" = 'approved' AND j."validThrough" <= ${until}
      AND u."deletionRequestedAt" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."jobId" = j."id" AND a."candidateId" = s."userId")
      AND NOT EXISTS (
        SELECT 1 FROM "MailReceipt" r
        WHERE r."key" = 'closing-soon-job:' || s."userId" || ':' || j."id" || ':'
                        || to_char(j."validThrough", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
      )`;
}

/** The next candidates (by id, after `afterUserId`) with at least one job due. */
async function nextUsers(now: Date, afterUserId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ userId: string }[]>`
    SELECT DISTINCT s."userId" ${dueFrom(now)} AND s."userId" > ${afterUserId}
    ORDER BY s."userId"
    LIMIT ${USERS_PER_PAGE}`;
  return rows.map((r) => r.userId);
}

/** Those candidates' due jobs, soonest closing first. */
function dueJobs(now: Date, userIds: string[]): Promise<DueRow[]> {
  return db.$queryRaw<DueRow[]>`
    SELECT s."userId", u."email", u."name", j."id", j."post", j."validThrough", e."orgName"
    ${dueFrom(now)} AND s."userId" = ANY(${userIds})
    ORDER BY s."userId", j."validThrough", j."id"`;
}

export const closingSoonTask: TaskDefinition = {
  name: "closing-soon",
  cron: "0 9 * * *",
  description: `E-mails each candidate once about their saved jobs (not applied to) that close within the next ${CLOSING_SOON_DAYS} days.`,
  async run({ now }) {
    let sent = 0;
    let afterUserId = "";
    for (;;) {
      const userIds = await nextUsers(now, afterUserId);
      if (userIds.length === 0) break;
      const rows = await dueJobs(now, userIds);
      const byUser = new Map<string, DueRow[]>();
      for (const row of rows) {
        const list = byUser.get(row.userId);
        if (list) list.push(row);
        else byUser.set(row.userId, [row]);
      }
      for (const userId of userIds) {
        const jobs = byUser.get(userId);
        if (!jobs?.length) continue;
        const { email, name } = jobs[0];
        const items = jobs.map((row) => ({
          key: closingSoonJobKey(userId, row.id, row.validThrough),
          item: { id: row.id, post: row.post, orgName: row.orgName, validThrough: row.validThrough },
        }));
        const mailed = await sendOnceListing(closingSoonMailKey(userId, now), items, (listed) =>
          closingSoonMail({ to: email, name, jobs: listed, days: CLOSING_SOON_DAYS }),
        );
        if (mailed.length > 0) sent += 1;
      }
      if (userIds.length < USERS_PER_PAGE) break;
      afterUserId = userIds[userIds.length - 1];
    }
    return { summary: `Sent ${sent} ${sent === 1 ? "reminder" : "reminders"}` };
  },
};
