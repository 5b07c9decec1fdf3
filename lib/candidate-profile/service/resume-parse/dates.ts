// Years and date ranges as resumes write them (pure): "2015 - 2019", "Jun 2021 – Present",
// "06/2018 to 03/2020", "March 2017 - Dec 2019". Months count from year 0 (year * 12 + month index).

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const POINT = String.raw`(?:${MONTH}\s*,?\s*(?:19|20)\d{2}|(?:0?[1-9]|1[0-2])\s*[/.-]\s*(?:19|20)\d{2}|(?:19|20)\d{2})`;
const PRESENT = String.raw`(?:present|current(?:ly)?|now|till\s+date|to\s+date|date|ongoing)`;
const RANGE = new RegExp(String.raw`(${POINT})\s*(?:-|–|—|to|till|until)\s*(${POINT}|${PRESENT})`, "gi");

export const PRESENT_WORD = new RegExp(String.raw`\b${PRESENT}\b`, "i");

/** The first and last year a profile may hold (passing years, experience). */
export function yearBounds(now: Date): { min: number; max: number } {
  return { min: 1970, max: now.getUTCFullYear() + 5 };
}

/** Four-digit years in a line, in order, within [min, max]. */
export function yearsIn(line: string, min: number, max: number): number[] {
  return [...line.matchAll(/(?<!\d)((?:19|20)\d{2})(?!\d)/g)].map((m) => Number(m[1])).filter((y) => y >= min && y <= max);
}

/** A point as a month number, and whether it named its month. */
function pointOf(text: string): { month: number; precise: boolean } | null {
  const year = /(?:19|20)\d{2}/.exec(text);
  if (!year) return null;
  const y = Number(year[0]);
  const named = new RegExp(`^${MONTH}`, "i").exec(text.trim());
  if (named) return { month: y * 12 + MONTHS.indexOf(named[0].slice(0, 3).toLowerCase()), precise: true };
  const numeric = /^(\d{1,2})\s*[/.-]/.exec(text.trim());
  if (numeric) return { month: y * 12 + Number(numeric[1]) - 1, precise: true };
  return { month: y * 12, precise: false };
}

export type MonthRange = { from: number; to: number };

/** Every date range in the text, as [from, to) month numbers; "Present" is `now`. Impossible ones are dropped. */
export function rangesIn(text: string, now: Date): MonthRange[] {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const { min } = yearBounds(now);
  const out: MonthRange[] = [];
  for (const match of text.matchAll(RANGE)) {
    const from = pointOf(match[1]);
    const end = new RegExp(`^${PRESENT}$`, "i").test(match[2].trim()) ? { month: current, precise: true } : pointOf(match[2]);
    if (!from || !end) continue;
    // "Jan 2019 - Dec 2019" is a whole year: a named end month counts itself.
    const to = Math.min(current, end.month + (end.precise ? 1 : 0));
    if (from.month >= min * 12 && from.month < to) out.push({ from: from.month, to });
  }
  return out;
}

/** Months covered by the ranges, overlaps counted once. */
export function monthsCovered(ranges: MonthRange[]): number {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  let total = 0;
  let end = -Infinity;
  for (const { from, to } of sorted) {
    const start = Math.max(from, end);
    if (to > start) total += to - start;
    end = Math.max(end, to);
  }
  return total;
}

/** Does the text hold a date, a year or a "Present"? (Parts of an entry line that are not names.) */
export function isDateLike(part: string): boolean {
  return new RegExp(String.raw`^(?:${POINT}|${PRESENT}|since|from|\d{1,2}\s*(?:years?|yrs?|months?|mos?))(?:\s.*)?$`, "i").test(part.trim());
}
