// placement-reminders (daily, 09:00 India): the recruiter of each active placement is mailed and
// notified twice (decisions.md section 17): on day 30 after the start ("Check in with <candidate>: 30
// days at <company>") and 5 days before the guarantee ends (day 85 of 90: "The guarantee for
// <candidate> ends in 5 days"). Days are India days. A missed run is caught up: the day-30 reminder
// goes out on any later day until the guarantee's warning is due (then that one supersedes it), the
// warning on any day up to the guarantee's last. Each is sent once ever (sendOnce keys
// placement:<id>:day30 / :day85); the notification goes with the mail that claimed its key. Nobody is
// reminded about an erased candidate, and a recruiter scheduled for deletion is not mailed.
import "server-only";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { formatDay } from "@/lib/format/date";
import { pagedRows } from "@/lib/tasks/pages";
import type { TaskDefinition } from "@/lib/tasks/types";
import { checkInMail, checkInTitle, guaranteeEndingMail, guaranteeEndingTitle, placementReminderKey, type PlacementFacts } from "@/lib/desk/mails/placements";
import { CHECK_IN_DAY, GUARANTEE_WARNING_DAYS_BEFORE_END, daysBetween, guaranteeEndsOn, indiaToday } from "@/lib/desk/rules/placements";

/** Rows read per query (keyset pages by placement, then reminder). */
const PAGE_SIZE = 200;

type Kind = "day30" | "day85";

type DueRow = {
  id: string;
  kind: Kind;
  startDate: Date;
  guaranteeDays: number;
  candidateName: string;
  post: string;
  orgName: string;
  recruiterId: string;
  recruiterName: string;
  recruiterEmail: string;
};

function dueReminders(today: string, after: { id: string; kind: string }): Promise<DueRow[]> {
  const warnBefore = GUARANTEE_WARNING_DAYS_BEFORE_END;
  return db.$queryRaw<DueRow[]>`
    SELECT p."id", k."kind", p."startDate", p."guaranteeDays", c."name" AS "candidateName", j."post", e."orgName",
      r."id" AS "recruiterId", r."name" AS "recruiterName", r."email" AS "recruiterEmail"
    FROM "Placement" p
    CROSS JOIN (VALUES ('day30'), ('day85')) AS k("kind")
    JOIN "Application" a ON a."id" = p."applicationId"
    JOIN "User" c ON c."id" = a."candidateId"
    JOIN "Job" j ON j."id" = a."jobId"
    JOIN "Employer" e ON e."id" = j."employerId"
    JOIN "User" r ON r."id" = p."recruiterId"
    WHERE p."status" = 'active'
      AND c."deletedAt" IS NULL
      AND r."deletedAt" IS NULL AND r."deletionRequestedAt" IS NULL
      AND (
        (k."kind" = 'day30' AND p."startDate" + ${CHECK_IN_DAY}::int <= ${today}::date
          AND ${today}::date < p."startDate" + (p."guaranteeDays" - ${warnBefore}::int))
        OR (k."kind" = 'day85' AND p."startDate" + (p."guaranteeDays" - ${warnBefore}::int) <= ${today}::date
          AND ${today}::date <= p."startDate" + p."guaranteeDays")
      )
      AND NOT EXISTS (SELECT 1 FROM "MailReceipt" m WHERE m."key" = 'placement:' || p."id" || ':' || k."kind")
      AND (p."id", k."kind") > (${after.id}, ${after.kind})
    ORDER BY p."id", k."kind"
    LIMIT ${PAGE_SIZE}`;
}

/** Mails (once) and notifies one reminder; whether it was sent now. */
async function remind(row: DueRow, today: string): Promise<boolean> {
  const startDate = row.startDate.toISOString().slice(0, 10);
  const facts: PlacementFacts = { candidateName: row.candidateName, post: row.post, orgName: row.orgName, startDate };
  const endsOn = guaranteeEndsOn(startDate, row.guaranteeDays);
  const daysLeft = daysBetween(today, endsOn);
  const [title, mail] =
    row.kind === "day30"
      ? [checkInTitle(facts, CHECK_IN_DAY), checkInMail(row.recruiterEmail, row.recruiterName, facts, CHECK_IN_DAY)]
      : [guaranteeEndingTitle(row.candidateName, daysLeft), guaranteeEndingMail(row.recruiterEmail, row.recruiterName, facts, endsOn, daysLeft)];
  if (!(await sendOnce(placementReminderKey(row.id, row.kind), mail))) return false;
  const body = `${row.post} at ${row.orgName}, started ${formatDay(startDate)}; the guarantee ends ${formatDay(endsOn)}.`;
  await db.notification.create({ data: { userId: row.recruiterId, kind: "placement", title, body, link: "/desk/placements?status=active" } });
  return true;
}

export const placementRemindersTask: TaskDefinition = {
  name: "placement-reminders",
  cron: "0 9 * * *",
  description: "Reminds each active placement's recruiter (mail and notification) to check in at 30 days, and 5 days before its guarantee ends.",
  async run({ now }) {
    const today = indiaToday(now);
    let sent = 0;
    const page = (last: DueRow | undefined) => dueReminders(today, { id: last?.id ?? "", kind: last?.kind ?? "" });
    for await (const row of pagedRows(page, PAGE_SIZE)) if (await remind(row, today)) sent += 1;
    return { summary: `Sent ${sent} placement ${sent === 1 ? "reminder" : "reminders"}` };
  },
};
