// The orders of the job search (decisions.md section 19), browser-safe: the schema, the service and the
// Find Jobs Sort select share them. `match` (by the candidate's match score, decisions.md section 14) is
// for a signed-in candidate only: get-jobs answers anyone else 400 SORT_NEEDS_CANDIDATE.

export const JOB_SORTS = ["newest", "salary", "match"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const DEFAULT_JOB_SORT: JobSort = "newest";

/** The Sort select's choices, in the words people read. */
export const JOB_SORT_OPTIONS: readonly { value: JobSort; label: string }[] = [
  { value: "newest", label: "Newest" },
  { value: "salary", label: "Highest salary" },
  { value: "match", label: "Best match" },
];

/** The choices a viewer may pick: "Best match" only for a signed-in candidate. */
export const sortOptionsFor = (candidate: boolean) => JOB_SORT_OPTIONS.filter((o) => candidate || o.value !== "match");
