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
  // The seeker's years: jobs asking at most this much experience.
  "experience",
  // Skill ids, comma-separated ("react,docker"): jobs asking for any of them.
  "skills",
  // Not a filter, but part of the list's URL; "" is the default order (newest).
  "sort",
] as const;

export type JobFilterValues = Record<(typeof FILTER_KEYS)[number], string>;

/** The skills filter takes at most this many ids (get-jobs answers 400 beyond). */
export const MAX_SKILL_FILTER_IDS = 10;

/** "react, docker," → ["react", "docker"]: the ids of the skills filter as the URL holds them. */
export function splitSkillIds(value: string): string[] {
  return [...new Set(value.split(",").map((id) => id.trim()).filter((id) => id !== ""))];
}

export function joinSkillIds(ids: readonly string[]): string {
  return ids.join(",");
}
