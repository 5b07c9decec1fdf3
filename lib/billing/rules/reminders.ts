// The payment reminders' days (decisions.md section 21): 3 days before the due date, on it, and 7, 15
// and 30 days after, each mailed once per invoice. India days. Browser-safe.

export const REMINDER_MILESTONES = [
  { key: "before3", offset: -3 },
  { key: "due", offset: 0 },
  { key: "after7", offset: 7 },
  { key: "after15", offset: 15 },
  { key: "after30", offset: 30 },
] as const;
export type ReminderMilestone = (typeof REMINDER_MILESTONES)[number]["key"];

/**
 * The milestone an invoice is at `daysPastDue` days after its due date (negative: before it): the latest
 * whose day has come, or null before the first. A run missed on a milestone's day sends it on a later
 * day, until the next milestone's day supersedes it (one mail, not a burst of stale ones).
 */
export function reminderMilestone(daysPastDue: number): ReminderMilestone | null {
  let found: ReminderMilestone | null = null;
  for (const milestone of REMINDER_MILESTONES) if (daysPastDue >= milestone.offset) found = milestone.key;
  return found;
}
