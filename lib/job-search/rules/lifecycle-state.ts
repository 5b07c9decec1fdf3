// The job lifecycle's rules without the database (decisions.md section 10): when a job is open, the
// state the employer's dashboard shows, the day counts and the yearly salary. Browser-safe: client
// components import this file; lib/job-search/service/lifecycle.ts re-exports it beside the SQL forms of the rule
// (the Prisma client it needs cannot be bundled for the browser).

export const VALID_DAYS_MIN = 7;
export const VALID_DAYS_MAX = 90;
export const VALID_DAYS_DEFAULT = 30;
/** A closed job's page stays (with 'no longer accepting applications') this long, then answers 410. */
export const CLOSED_PAGE_DAYS = 30;
/** "Closing soon" on the dashboard, and the employer's reminder this many days before expiry. */
export const CLOSING_SOON_DAYS = 3;

export const JOB_CLOSED_MESSAGE = "This job is no longer accepting applications";

const DAY_MS = 24 * 60 * 60 * 1000;

export type LifecycleFields = {
  status: string;
  validThrough: Date | string | null;
  closedAt: Date | string | null;
  /** Set while reports keep the job out of listings (decisions.md section 12); pass it when read. */
  hiddenAt?: Date | string | null;
};

/** Open: approved, not closed, not hidden by reports, validThrough in the future. (The employer's approval is checked apart.) */
export function isJobOpen(job: LifecycleFields, now: Date = new Date()): boolean {
  return job.status === "approved" && job.closedAt === null && !job.hiddenAt && job.validThrough !== null && new Date(job.validThrough) > now;
}

/** When an approved job stopped being open (closed, or its validThrough passed), or null if it has not. */
export function closedSince(job: LifecycleFields, now: Date = new Date()): Date | null {
  if (job.status !== "approved") return null;
  if (job.closedAt !== null) return new Date(job.closedAt);
  if (job.validThrough !== null && new Date(job.validThrough) <= now) return new Date(job.validThrough);
  return null;
}

/** Closed more than CLOSED_PAGE_DAYS ago: its page and get-job answer 410. */
export function isJobGone(job: LifecycleFields, now: Date = new Date()): boolean {
  const since = closedSince(job, now);
  return since !== null && now.getTime() - since.getTime() > CLOSED_PAGE_DAYS * DAY_MS;
}

export type JobState = "pending" | "rejected" | "open" | "closing_soon" | "expired" | "closed";

/** The employer dashboard's badge. Expired = closed by its date (by the task or not yet). */
export function jobState(job: LifecycleFields & { closeReason: string | null }, now: Date = new Date()): JobState {
  if (job.status === "pending") return "pending";
  if (job.status === "rejected") return "rejected";
  if (job.closedAt !== null) return job.closeReason === "expired" ? "expired" : "closed";
  if (job.validThrough === null || new Date(job.validThrough) <= now) return "expired";
  return new Date(job.validThrough).getTime() - now.getTime() <= CLOSING_SOON_DAYS * DAY_MS ? "closing_soon" : "open";
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}

/** Hours in a working year (40 h x 52 weeks): how an hourly rate becomes a yearly amount. */
export const HOURS_PER_YEAR = 2080;

/** The yearly equivalent of an amount paid per `unit`, for the minSalary filter. */
export function yearlyAmount(amount: number, unit: "YEAR" | "MONTH" | "HOUR"): number {
  return unit === "YEAR" ? amount : unit === "MONTH" ? amount * 12 : amount * HOURS_PER_YEAR;
}
