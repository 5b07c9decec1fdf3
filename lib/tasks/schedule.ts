// When a task's cron fires next, in the zone the schedules are written in (India time).
import { CronExpressionParser } from "cron-parser";

export const TASK_TIME_ZONE = "Asia/Kolkata";

export function nextRun(cron: string, from: Date = new Date()): Date {
  return CronExpressionParser.parse(cron, { currentDate: from, tz: TASK_TIME_ZONE }).next().toDate();
}
