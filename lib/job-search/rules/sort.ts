// The orders of the job search (decisions.md section 19), browser-safe: the schema, the service and the
// Find Jobs Sort select share them. `match` (by match score) waits for skills (decisions.md section 14);
// until then get-jobs refuses it with a 400 instead of quietly answering another order.

export const JOB_SORTS = ["newest", "salary"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const DEFAULT_JOB_SORT: JobSort = "newest";

export const SORT_BY_MATCH_UNAVAILABLE = "Sorting by match needs skills, which are not available yet";

/** The Sort select's choices, in the words people read. */
export const JOB_SORT_OPTIONS: readonly { value: JobSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "salary", label: "Highest salary" },
];
