// The desk's candidate search in the URL and in words (browser-safe): a query (parsed, or a saved
// search's stored one) back to /desk/candidates?…, so the form, saved searches and the pager link to
// the same list; the words the candidate pages show.

export const DESK_CANDIDATES_PATH = "/desk/candidates";
export const SEARCH_SAVED_MESSAGE = "Search saved";
export const SEARCH_DELETED_MESSAGE = "Saved search deleted";

/** The filters in the URL's order; `skills` is comma-separated ids there. */
const KEYS = ["search", "skills", "verifiedOnly", "city", "minExperience", "jobId"] as const;

function text(value: unknown): string | null {
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(",") : null;
  if (value === true) return "true";
  if (typeof value === "string") return value.trim() === "" ? null : value;
  if (typeof value === "number") return String(value);
  return null;
}

/** `/desk/candidates?search=…&skills=a,b…` for a query (unknown keys and empty values left out), on `page`. */
export function deskCandidatesHref(query: Record<string, unknown>, page = 1): string {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = text(query[key]);
    if (value !== null) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `${DESK_CANDIDATES_PATH}?${qs}` : DESK_CANDIDATES_PATH;
}

/** Whether any filter is set (a search worth saving). */
export function hasDeskFilters(query: Record<string, unknown>): boolean {
  return KEYS.some((key) => text(query[key]) !== null);
}

/** "3 years experience", "1 year experience"; null when not given. */
export function experienceText(years: number | null): string | null {
  if (years === null) return null;
  return `${years} ${years === 1 ? "year" : "years"} experience`;
}

/** An enrolment's state in the recruiter's words. */
export const ENROLMENT_STATUS_LABELS: Record<string, string> = {
  enrolled: "Enrolled",
  waitlisted: "On the waitlist",
  completed: "Completed",
  failed: "Did not pass",
  withdrawn: "Withdrew",
};
