// The words for a job's workplace type, wherever people read it (job cards and pages, the search
// filter, alert names and summaries). Browser-safe: client components import it.
import type { WorkplaceType } from "@/lib/generated/prisma/enums";

export const WORKPLACE_LABELS: Readonly<Record<WorkplaceType, string>> = { on_site: "On-site", hybrid: "Hybrid", remote: "Remote" };

/** The choices of a workplace select, in the enum's order. */
export const WORKPLACE_OPTIONS = (Object.keys(WORKPLACE_LABELS) as WorkplaceType[]).map((value) => ({ value, label: WORKPLACE_LABELS[value] }));

// 'On-site', 'on site' and 'ON_SITE' all name on_site: the search filter and the alert summaries accept any of them.
export const foldWorkplace = (value: string) => value.trim().toLowerCase().replace(/[\s-]+/g, "_");

/** The label for any accepted spelling of a workplace type, or undefined for an unknown one. */
export function workplaceLabel(value: string): string | undefined {
  return (WORKPLACE_LABELS as Readonly<Record<string, string | undefined>>)[foldWorkplace(value)];
}
