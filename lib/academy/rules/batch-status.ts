// A batch's status and whether it takes enrolments (decisions.md section 15). Pure and browser-safe:
// the services, the enrolment rules and the pages all derive them here, from the dates (India days),
// the seats and the stamps, so a batch never shows one status on a page and another in the API.
import { formatIndiaDay } from "@/lib/format/date";
import type { BatchStatus } from "@/lib/academy/contract/common";

/** What the status is derived from. Days are "YYYY-MM-DD" (India) or a `@db.Date` (UTC midnight). */
export type BatchStatusInput = {
  startDate: string | Date;
  endDate: string | Date;
  seats: number;
  seatsTaken: number;
  cancelledAt?: string | Date | null;
  /** Set when the batch's results are all in before its end date (then it is over early). */
  completed?: boolean;
  /** When its trainer finished it (decisions.md section 20): completed from then on, whatever the date. */
  finishedAt?: string | Date | null;
};

/** A stored day as "YYYY-MM-DD": a `@db.Date` is midnight UTC of that day, so its UTC date is the day. */
export function dayOf(value: string | Date): string {
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

/** Today in India, as "YYYY-MM-DD" (a day compares as text). */
export function indiaToday(now: Date): string {
  return formatIndiaDay(now);
}

/**
 * cancelled (stamped); completed (finished by its trainer, marked, or after its end date); running (from its start date to its
 * end date); otherwise full when every seat is taken, else open.
 */
export function batchStatus(batch: BatchStatusInput, now: Date = new Date()): BatchStatus {
  if (batch.cancelledAt) return "cancelled";
  const today = indiaToday(now);
  if (batch.completed || batch.finishedAt || today > dayOf(batch.endDate)) return "completed";
  if (today >= dayOf(batch.startDate)) return "running";
  return batch.seatsTaken >= batch.seats ? "full" : "open";
}

/**
 * Enrolment is open until the end of the start date, India time (so on the first day a batch is
 * already "running" and still takes people). A full batch still takes enrolments: they wait in line.
 */
export function isEnrolmentOpen(batch: BatchStatusInput, now: Date = new Date()): boolean {
  if (batch.cancelledAt || batch.completed || batch.finishedAt) return false;
  return indiaToday(now) <= dayOf(batch.startDate);
}

/** Seats still free (never below 0). */
export function seatsLeft(batch: Pick<BatchStatusInput, "seats" | "seatsTaken">): number {
  return Math.max(0, batch.seats - batch.seatsTaken);
}
