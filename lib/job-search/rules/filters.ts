// The Find Jobs filters as the form holds them (text; "" = any), in the order of the URL. Kept apart
// from the query schema (lib/job-search/schemas.ts) so the browser's filter form does not load zod.
export const FILTER_KEYS = [
  "search",
  "employmentType",
  "hiringProcess",
  "post",
  "qualification",
  "country",
  "state",
  "city",
  "workplaceType",
  "minSalary",
  // Not a filter, but part of the list's URL; "" is the default order (newest).
  "sort",
] as const;

export type JobFilterValues = Record<(typeof FILTER_KEYS)[number], string>;
