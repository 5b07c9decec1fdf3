// Dates and durations as every page shows them. India time on server and browser alike, so the server
// render and hydration agree.
const IST = "Asia/Kolkata";
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: IST });
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: IST,
});
const DAY = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
const POSTED = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: IST });
// en-CA writes YYYY-MM-DD.
const INDIA_DAY = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: IST });

/** "Nov 22, 2026" (spec: short month, day, year). */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "Nov 22, 2026, 3:05 PM IST". */
export function formatDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} IST`;
}

/** A YYYY-MM-DD day as "Nov 22, 2026" (no time-zone shift). */
export function formatDay(day: string): string {
  return DAY.format(new Date(`${day}T00:00:00Z`));
}

/** "12 Nov 2026": the date a job was posted, on job cards and job pages. */
export function formatPostedDate(iso: string): string {
  return POSTED.format(new Date(iso));
}

/**
 * "2026-11-23": the day of `at` in India time, for keys and file names (a task's mail of the day, a
 * digest's period, the data export). The tasks' schedules are written in India time too.
 */
export function formatIndiaDay(at: Date): string {
  return INDIA_DAY.format(at);
}

/** "1 year", "3 years" (0 is a valid value: "0 years"). */
export function formatYears(years: number | null | undefined): string {
  const value = years ?? 0;
  return `${value} ${value === 1 ? "year" : "years"}`;
}
