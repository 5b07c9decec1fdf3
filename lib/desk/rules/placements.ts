// A placement's days (decisions.md section 17): the start date, the guarantee and the reminders, all in
// India days (YYYY-MM-DD). Pure and browser-safe: the service, the task and the page agree on them.
import { formatIndiaDay } from "@/lib/format/date";

export const PLACEMENT_STATUSES = ["active", "fell_through"] as const;
export type PlacementStatusName = (typeof PLACEMENT_STATUSES)[number];

export const PLACEMENT_STATUS_LABELS: Record<PlacementStatusName, string> = { active: "Active", fell_through: "Fell through" };

/** The recruiter's check-in with the person placed, this many days after the start. */
export const CHECK_IN_DAY = 30;
/** The guarantee's warning: this many days before it ends (day 85 of the usual 90). */
export const GUARANTEE_WARNING_DAYS_BEFORE_END = 5;

export const GUARANTEE_ENDED_MESSAGE = "The guarantee period has ended.";
export const PLACEMENT_NOT_FOUND = "Placement not found.";
export const ANNUAL_CTC_MESSAGE = "Please enter the annual CTC in whole rupees, e.g. 600000";

const DAY_MS = 86_400_000;
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Today in India (the day every rule here counts in). */
export function indiaToday(now: Date): string {
  return formatIndiaDay(now);
}

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(dayStart(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayStart(to) - dayStart(from)) / DAY_MS);
}

/** The guarantee's last day: a placement may be marked as fallen through up to and including it. */
export function guaranteeEndsOn(startDate: string, guaranteeDays: number): string {
  return addDays(startDate, guaranteeDays);
}

/** Whether `today` is within the guarantee (a start still to come counts: the person may not turn up). */
export function withinGuarantee(startDate: string, guaranteeDays: number, today: string): boolean {
  return today <= guaranteeEndsOn(startDate, guaranteeDays);
}

/** The day of the guarantee's warning (day 85 of 90). */
export function guaranteeWarningDay(guaranteeDays: number): number {
  return Math.max(1, guaranteeDays - GUARANTEE_WARNING_DAYS_BEFORE_END);
}
