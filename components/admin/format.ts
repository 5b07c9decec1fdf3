// Dates are shown in India time on server and browser alike, so the server render and hydration agree.
const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "Asia/Kolkata" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});

/** "Nov 22, 2026". */
export function formatDate(iso: string): string {
  return DATE.format(new Date(iso));
}

/** "Nov 22, 2026, 3:05 PM IST". */
export function formatDateTime(iso: string): string {
  return `${DATE_TIME.format(new Date(iso))} IST`;
}

/** A YYYY-MM-DD day as "Nov 22, 2026" (no time-zone shift). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
