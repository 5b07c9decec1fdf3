// A batch's default title (decisions.md section 15): "<Programme> — <Month YYYY>" of its start date,
// e.g. "Web Technologies — December 2026". The form shows it as the title field's placeholder.
const MONTH = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export function defaultBatchTitle(programmeTitle: string, startDate: string): string {
  return `${programmeTitle} — ${MONTH.format(new Date(`${startDate}T00:00:00Z`))}`;
}
