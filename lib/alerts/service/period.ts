// The period a digest mail is for, in India time (the tasks' schedules are written in it): a day
// such as "2026-11-23" or an ISO week such as "2026-W48". Part of the digest's sendOnce key.
import { TASK_TIME_ZONE } from "@/lib/tasks/schedule";

const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: TASK_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

export function indiaDay(now: Date): string {
  return DAY.format(now);
}

export function indiaIsoWeek(now: Date): string {
  const [year, month, day] = indiaDay(now).split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // The ISO week belongs to the year of its Thursday.
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const firstDay = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

export function digestPeriod(frequency: "daily" | "weekly", now: Date): string {
  return frequency === "daily" ? indiaDay(now) : indiaIsoWeek(now);
}
