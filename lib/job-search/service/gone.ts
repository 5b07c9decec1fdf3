// The proxy's question "is /jobs/<id> a job closed long ago?" (decisions.md section 10: such a page
// answers 410). An App Router page cannot set 410 itself, so proxy.ts asks this module and rewrites to
// /jobs/gone with the status. The database lookup (lib/job-search/service/gone-lookup.ts) is registered on
// globalThis by instrumentation, like the outage probe (lib/ops/probe-state.ts), so Prisma and pg stay
// out of the proxy's bundle. It fails open: no lookup registered, or a lookup that throws, means
// "not gone" and the page renders as usual (with its own error handling).
const KEY = Symbol.for("staffing-portal.jobs.gone-lookup");

type GoneLookup = (id: string) => Promise<boolean>;

const store = globalThis as typeof globalThis & { [KEY]?: GoneLookup };

/** Where the proxy rewrites a gone job's page (a static segment, so it wins over /jobs/[id]). */
export const JOB_GONE_PATH = "/jobs/gone";

// Job ids are cuids; anything else cannot be a job and costs no query.
const JOB_PAGE = /^\/jobs\/([A-Za-z0-9_-]{1,64})$/;

export function registerJobGoneLookup(lookup: GoneLookup): void {
  store[KEY] = lookup;
}

/** The job id of a job page path (`/jobs/<id>`), or null for any other path. */
export function jobPageId(pathname: string): string | null {
  const id = JOB_PAGE.exec(pathname)?.[1];
  return id && `/jobs/${id}` !== JOB_GONE_PATH ? id : null;
}

/** True when `pathname` is the page of a job closed more than CLOSED_PAGE_DAYS ago. */
export async function isGoneJobPage(pathname: string): Promise<boolean> {
  const id = jobPageId(pathname);
  const lookup = store[KEY];
  if (!id || !lookup) return false;
  try {
    return await lookup(id);
  } catch (error) {
    console.error("[jobs] gone lookup failed:", error instanceof Error ? error.message : error);
    return false;
  }
}
