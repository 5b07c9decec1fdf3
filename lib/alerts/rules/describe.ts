// The default name of an alert, from its filters ("Developer in Pune"). Browser-safe: the create
// dialog shows it as the name's placeholder.
import { employmentTypeLabel } from "@/lib/job-search/rules/employment-types";
import { WORKPLACE_LABELS } from "@/lib/job-search/rules/workplace";
import type { AlertQuery } from "@/lib/alerts/schemas";
import { ALERT_NAME_MAX } from "@/lib/alerts/schemas";

/** `skillNames`: the names of query.skills, when known ("React, Docker jobs"). */
export function describeAlertQuery(query: AlertQuery, skillNames: readonly string[] = []): string {
  const what =
    query.search ??
    query.post ??
    (skillNames.length > 0 ? `${skillNames.join(", ")} jobs` : undefined) ??
    (query.employmentType ? `${employmentTypeLabel(query.employmentType)} jobs` : undefined) ??
    (query.qualification ? `${query.qualification} jobs` : undefined) ??
    (query.workplaceType ? `${WORKPLACE_LABELS[query.workplaceType]} jobs` : undefined) ??
    "All jobs";
  const where = query.city ?? query.state ?? query.country;
  const name = where ? `${what} in ${where}` : what;
  return name.length > ALERT_NAME_MAX ? `${name.slice(0, ALERT_NAME_MAX - 1)}…` : name;
}
