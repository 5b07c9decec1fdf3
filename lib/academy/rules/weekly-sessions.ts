// Sessions that repeat weekly (issue 44), pure and browser-safe: the batch form's "Repeat weekly" turns one
// session row (a day and two India clock times) into the same session every 7 days until the batch's end
// date; the server then gets explicit sessions. India keeps no daylight saving, so the same clock time a
// week later is exactly 7 × 24 hours later: days are counted as calendar days (UTC arithmetic on the
// YYYY-MM-DD text), never by adding milliseconds to an instant of some other zone.

export type WeeklyRow = { date: string; startTime: string; endTime: string; topic: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A YYYY-MM-DD day plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
}

/** The days after `from`, every 7 days, up to `until` (inclusive); at most `limit`. */
export function weeklyDays(from: string, until: string, limit: number): string[] {
  if (!isDay(from) || !isDay(until)) return [];
  const days: string[] = [];
  for (let day = addDays(from, 7); day <= until && days.length < limit; day = addDays(day, 7)) days.push(day);
  return days;
}

/**
 * "Repeat weekly until the end date": copies of `row` (its times and topic) every 7 days after its date up
 * to `endDate`, leaving out days that already have a session at the same times among `rows` (repeating
 * twice adds nothing); at most `room` rows (what the batch's session limit leaves). Empty when the row
 * has no valid day and times yet.
 */
export function weeklyRepeats(row: WeeklyRow, endDate: string, rows: readonly WeeklyRow[], room: number): WeeklyRow[] {
  if (!TIME.test(row.startTime) || !TIME.test(row.endTime) || row.endTime <= row.startTime || room <= 0) return [];
  const taken = new Set(rows.map((r) => `${r.date} ${r.startTime} ${r.endTime}`));
  const fresh = weeklyDays(row.date, endDate, Number.MAX_SAFE_INTEGER).filter((day) => !taken.has(`${day} ${row.startTime} ${row.endTime}`));
  return fresh.slice(0, room).map((date) => ({ date, startTime: row.startTime, endTime: row.endTime, topic: row.topic }));
}

/** Why "Repeat weekly" added nothing, in the form's words. */
export function repeatNothingReason(row: WeeklyRow, endDate: string): string {
  if (!isDay(row.date) || !TIME.test(row.startTime) || !TIME.test(row.endTime)) return "Enter the session's date and times first.";
  if (!isDay(endDate)) return "Enter the batch's end date first.";
  if (addDays(row.date, 7) > endDate) return "The end date is less than a week after this session.";
  return "Every week until the end date already has this session.";
}
