// The period a digest mail is for, in India time (the tasks' schedules are written in it): a day
// such as "2026-11-23" or an ISO week such as "2026-W48". Part of the digest's sendOnce key.
import { formatIndiaDay } from "@/lib/format/date";
import { isoWeek } from "@/lib/format/iso-week";

export function digestPeriod(frequency: "daily" | "weekly", now: Date): string {
  return frequency === "daily" ? formatIndiaDay(now) : isoWeek(now);
}
