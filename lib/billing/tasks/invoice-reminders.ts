// invoice-reminders (daily, 09:30 India; decisions.md section 21): mails an invoice's bill-to 3 days
// before its due date, on it, and 7, 15 and 30 days after; each milestone once per invoice (sendOnce keys
// invoice-reminder:<id>:<milestone>). Only invoices still owing (issued or partly paid, balance above 0):
// none for paid or cancelled ones (a paid invoice's later milestones are simply never due). India days.
// A missed run sends the latest milestone reached on a later day, until the next one supersedes it
// (rules/reminders.ts). Nobody whose account is erased or scheduled for deletion is mailed.
import "server-only";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { formatIndiaDay } from "@/lib/format/date";
import { pagedRows } from "@/lib/tasks/pages";
import type { TaskDefinition } from "@/lib/tasks/types";
import { toSafeNumber } from "@/lib/billing/rules/money";
import { REMINDER_MILESTONES, reminderMilestone, type ReminderMilestone } from "@/lib/billing/rules/reminders";
import { reminderKey, reminderMail } from "@/lib/billing/mails/reminders";

const PAGE_SIZE = 200;
const FIRST_OFFSET = REMINDER_MILESTONES[0].offset;

type DueRow = {
  id: string;
  number: string;
  dueDate: Date;
  balance: bigint;
  billToName: string;
  billToEmail: string;
  employerId: string | null;
  daysPastDue: number;
};

/** Invoices owing whose first milestone has come, a page after `afterId` (the milestone and its receipt are checked per row). */
function owingInvoices(today: string, afterId: string): Promise<DueRow[]> {
  return db.$queryRaw<DueRow[]>`
    SELECT i."id", i."number", i."dueDate", (i."total" - i."paid" - i."tds" - i."credited") AS "balance",
      i."billToName", i."billToEmail", i."employerId", (${today}::date - i."dueDate")::int AS "daysPastDue"
    FROM "Invoice" i
    LEFT JOIN "User" u ON u."id" = i."candidateId"
    WHERE i."status" IN ('issued', 'partly_paid') AND i."number" IS NOT NULL
      AND i."dueDate" - ${-FIRST_OFFSET}::int <= ${today}::date
      AND i."total" - i."paid" - i."tds" - i."credited" > 0
      AND (i."candidateId" IS NULL OR (u."deletedAt" IS NULL AND u."deletionRequestedAt" IS NULL))
      AND i."id" > ${afterId}
    ORDER BY i."id"
    LIMIT ${PAGE_SIZE}`;
}

/** Mails the row's current milestone unless it went out before; whether it was sent now. */
async function remind(row: DueRow): Promise<boolean> {
  const milestone: ReminderMilestone | null = reminderMilestone(row.daysPastDue);
  if (!milestone) return false;
  const facts = {
    number: row.number,
    dueDate: row.dueDate.toISOString().slice(0, 10),
    balance: toSafeNumber(row.balance),
    billTo: { name: row.billToName, email: row.billToEmail },
    employerId: row.employerId,
  };
  return sendOnce(reminderKey(row.id, milestone), reminderMail(facts, row.daysPastDue));
}

export const invoiceRemindersTask: TaskDefinition = {
  name: "invoice-reminders",
  cron: "30 9 * * *",
  description: "Reminds each invoice's bill-to of its payment 3 days before the due date, on it, and 7, 15 and 30 days after (once each; not for paid or cancelled invoices).",
  async run({ now }) {
    const today = formatIndiaDay(now);
    let sent = 0;
    let failed = 0;
    for await (const row of pagedRows((last: DueRow | undefined) => owingInvoices(today, last?.id ?? ""), PAGE_SIZE)) {
      try {
        if (await remind(row)) sent += 1;
      } catch (error) {
        // sendOnce gave the key back: the next run sends it.
        console.error(`[invoice-reminders] invoice ${row.id}:`, error instanceof Error ? error.message : error);
        failed += 1;
      }
    }
    return { summary: `Sent ${sent} invoice ${sent === 1 ? "reminder" : "reminders"}${failed > 0 ? `; ${failed} failed (retried next run)` : ""}` };
  },
};
