// The ISO week of a moment's date in India time, e.g. "2026-W48": what weekly mails are keyed by (the
// weekly alert digest's period, the stale-applicants mail), so a rerun within the week sends nothing again.
import { formatIndiaDay } from "@/lib/format/date";

export function isoWeek(now: Date): string {
  const [year, month, day] = formatIndiaDay(now).split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // The ISO week belongs to the year of its Thursday.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const firstDay = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}
