// Payment reminders to an invoice's bill-to (decisions.md section 21): 3 days before the due date, on
// it, and 7, 15 and 30 days after; each once per invoice (sendOnce key below). The task builds them.
import "server-only";
import type { Mail } from "@/lib/email";
import { formatDay } from "@/lib/format/date";
import { formatPaise } from "@/lib/billing/rules/money";
import type { ReminderMilestone } from "@/lib/billing/rules/reminders";
import { billingMail } from "@/lib/billing/mails/layout";

export const reminderKey = (invoiceId: string, milestone: ReminderMilestone) => `invoice-reminder:${invoiceId}:${milestone}`;

export type ReminderFacts = {
  number: string;
  dueDate: string;
  balance: number;
  billTo: { name: string; email: string };
  employerId: string | null;
};

/** "Invoice TB/26-27/00001 is due in 3 days" / "is due today" / "is 7 days overdue". */
export function reminderSubject(facts: ReminderFacts, daysPastDue: number): string {
  if (daysPastDue < 0) return `Invoice ${facts.number} is due in ${-daysPastDue} ${daysPastDue === -1 ? "day" : "days"}`;
  if (daysPastDue === 0) return `Invoice ${facts.number} is due today`;
  return `Invoice ${facts.number} is ${daysPastDue} ${daysPastDue === 1 ? "day" : "days"} overdue`;
}

export function reminderMail(facts: ReminderFacts, daysPastDue: number): Mail {
  const lines = [
    `${formatPaise(facts.balance)} of invoice ${facts.number} ${daysPastDue > 0 ? "was" : "is"} due on ${formatDay(facts.dueDate)}.`,
    daysPastDue > 0 ? "Please pay it now, or let us know if it has been paid (with the bank reference)." : "Please arrange the payment by then. If it has been paid, please ignore this mail.",
  ];
  return billingMail(facts, reminderSubject(facts, daysPastDue), lines);
}
