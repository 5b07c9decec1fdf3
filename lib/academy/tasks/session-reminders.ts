// session-reminders (hourly from 08:00 to 20:00, India time): every candidate enrolled in a batch is
// mailed once about each of its sessions that starts tomorrow (the India day after `now`). The mail's
// key names the session and the enrolment, so the hourly reruns mail nobody twice, while a session
// added later in the day still gets its reminders. Accounts scheduled for deletion get none.
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { formatIndiaDay } from "@/lib/format/date";
import { sessionReminderKey, sessionReminderMail } from "@/lib/academy/mails/session-reminders";
import type { BatchMode } from "@/lib/generated/prisma/enums";
import type { TaskDefinition } from "@/lib/tasks/types";

/** Rows read per query (keyset pages by session, then enrolment). */
const PAGE_SIZE = 200;
const DAY_MS = 24 * 60 * 60_000;

type DueRow = {
  sessionId: string;
  enrollmentId: string;
  topic: string;
  startsAt: Date;
  endsAt: Date;
  batchTitle: string;
  programmeTitle: string;
  mode: BatchMode;
  location: string | null;
  meetingUrl: string | null;
  name: string;
  email: string;
};

/** Tomorrow in India as [start, end): India keeps no daylight saving, so a day is 24 hours from +05:30 midnight. */
export function indiaTomorrow(now: Date): { start: Date; end: Date } {
  const start = new Date(`${formatIndiaDay(new Date(now.getTime() + DAY_MS))}T00:00:00+05:30`);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

function dueReminders(now: Date, after: { sessionId: string; enrollmentId: string }): Promise<DueRow[]> {
  const { start, end } = indiaTomorrow(now);
  return db.$queryRaw<DueRow[]>`
    SELECT s."id" AS "sessionId", e."id" AS "enrollmentId", s."topic", s."startsAt", s."endsAt",
      b."title" AS "batchTitle", p."title" AS "programmeTitle", b."mode", b."location", b."meetingUrl", u."name", u."email"
    FROM "TrainingSession" s
    JOIN "Batch" b ON b."id" = s."batchId"
    JOIN "Programme" p ON p."id" = b."programmeId"
    JOIN "Enrollment" e ON e."batchId" = b."id"
    JOIN "User" u ON u."id" = e."candidateId"
    WHERE s."startsAt" >= ${start} AND s."startsAt" < ${end}
      AND b."cancelledAt" IS NULL
      AND e."status" = 'enrolled'
      AND u."deletionRequestedAt" IS NULL AND u."deletedAt" IS NULL
      AND (s."id", e."id") > (${after.sessionId}, ${after.enrollmentId})
    ORDER BY s."id", e."id"
    LIMIT ${PAGE_SIZE}`;
}

export const sessionRemindersTask: TaskDefinition = {
  name: "session-reminders",
  cron: "0 8-20 * * *",
  description: "E-mails every enrolled candidate once, the day before, about each training session that starts tomorrow.",
  async run({ now }) {
    let sent = 0;
    let after = { sessionId: "", enrollmentId: "" };
    for (;;) {
      const rows = await dueReminders(now, after);
      for (const row of rows) {
        const mail = sessionReminderMail({ to: row.email, candidateName: row.name, ...row });
        if (await sendOnce(sessionReminderKey(row.sessionId, row.enrollmentId), mail)) sent += 1;
      }
      if (rows.length < PAGE_SIZE) break;
      const last = rows[rows.length - 1];
      after = { sessionId: last.sessionId, enrollmentId: last.enrollmentId };
    }
    return { summary: `Sent ${sent} session ${sent === 1 ? "reminder" : "reminders"}` };
  },
};
