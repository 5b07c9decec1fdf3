// A job alert's saved search and frequency in words ("Developer · Pune · Full Time", "Daily"), shown
// in the create dialog (from the job browser's filters, which are text), on /candidate/alerts and the
// confirm page (from the Alert JSON).
// Browser-safe and free of zod: the job browser imports it on the first page load.
import { workplaceLabel } from "@/lib/job-search/rules/workplace";

/** The filters an alert saves (decisions.md section 11), in the order the summary names them. */
export const ALERT_QUERY_KEYS = [
  "search",
  "post",
  "city",
  "state",
  "country",
  "employmentType",
  "hiringProcess",
  "workplaceType",
  "qualification",
  "skills",
  "minSalary",
] as const;

export type AlertQueryKey = (typeof ALERT_QUERY_KEYS)[number];

/**
 * The filters as either side holds them: text from the search form, or the Alert JSON's query.
 * `skills` are ids ("react,docker" or a list); `skillNames` their names, for the words.
 */
export type AlertQueryValues = Partial<Record<AlertQueryKey, string | number | readonly string[] | null | undefined>> & {
  skillNames?: readonly string[];
};

/** The three frequencies (AlertFrequency values) in the words people read. */
export const FREQUENCY_OPTIONS = [
  { value: "instant", label: "Instant", hint: "one e-mail per new job", when: "as soon as they are posted" },
  { value: "daily", label: "Daily", hint: "one e-mail a day", when: "once a day" },
  { value: "weekly", label: "Weekly", hint: "one e-mail a week", when: "once a week" },
] as const;

export function frequencyLabel(value: string): string {
  return FREQUENCY_OPTIONS.find((o) => o.value === value)?.label ?? value;
}

/** "as soon as they are posted", "once a day", "once a week". */
export function frequencyWhen(value: string): string {
  return FREQUENCY_OPTIONS.find((o) => o.value === value)?.when ?? value;
}

const GROUPING = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

function text(value: string | number | readonly string[] | null | undefined): string {
  if (value === null || value === undefined) return "";
  // A list (the Alert JSON's skill ids) becomes the comma-separated text the search form and URL use.
  return typeof value === "object" ? value.map((item) => item.trim()).filter(Boolean).join(",") : String(value).trim();
}

/** Only the filters that are set, as text (blank means "any", as in the search form). */
export function activeAlertQuery(values: AlertQueryValues): Partial<Record<AlertQueryKey, string>> {
  const active: Partial<Record<AlertQueryKey, string>> = {};
  for (const key of ALERT_QUERY_KEYS) {
    const value = text(values[key]);
    if (value) active[key] = value;
  }
  return active;
}

/**
 * The parts of the summary: the search words, the post, the most specific place (city, else state,
 * else country), then employment type, hiring process, workplace, qualification, skills ("Skills: React,
 * Docker", the ids when no names are given) and minimum salary.
 */
export function alertQueryParts(values: AlertQueryValues): string[] {
  const q = activeAlertQuery(values);
  const parts: string[] = [];
  if (q.search) parts.push(q.search);
  if (q.post && q.post !== q.search) parts.push(q.post);
  const place = q.city ?? q.state ?? q.country;
  if (place) parts.push(place);
  if (q.employmentType) parts.push(q.employmentType);
  if (q.hiringProcess) parts.push(q.hiringProcess);
  if (q.workplaceType) parts.push(workplaceLabel(q.workplaceType) ?? q.workplaceType);
  if (q.qualification) parts.push(q.qualification);
  if (q.skills) {
    const names = values.skillNames?.length ? values.skillNames : q.skills.split(",");
    parts.push(`Skills: ${names.join(", ")}`);
  }
  if (q.minSalary) {
    const amount = Number(q.minSalary);
    parts.push(`Salary from ${Number.isFinite(amount) ? GROUPING.format(amount) : q.minSalary} a year`);
  }
  return parts;
}

/** "Developer · Pune · Full Time", or "All jobs" when no filter is set. */
export function summarizeAlertQuery(values: AlertQueryValues): string {
  const parts = alertQueryParts(values);
  return parts.length > 0 ? parts.join(" · ") : "All jobs";
}
