// The database side of lib/job-search/service/gone.ts. Gone means what getVisibleJob
// (lib/job-search/service/search.ts) answers 410 for: a public job (approved, of an approved employer,
// not deleted) closed more than CLOSED_PAGE_DAYS ago. Registered by instrumentation.ts.
//
// Every visitor's job page asks this before its cached copy is served, so the facts it reads are kept
// per job until the database says the job (or any employer) changed (decision 0040): a cached page no
// longer waits for a pooled connection behind the renders of a busy server. Only time moves "gone" without
// a write, and that part is decided at each request. While no change can be heard (a script, a test, a
// server whose listener is not up yet), every call reads the database.
import { lastPageChange } from "@/lib/cache/page-invalidations.mjs";
import { db } from "@/lib/db";
import { isJobGone } from "@/lib/job-search/service/lifecycle";
import { changesAreHeard } from "@/lib/job-search/service/search-cache";
import { VISITOR_JOB_PREFIX } from "@/lib/job-search/service/visitor-listing";

const MAX_ENTRIES = 20_000;

type Facts = { public: boolean; status: string; validThrough: Date | null; closedAt: Date | null };
type Entry = { facts: Promise<Facts | null>; readAt: number };
const known = new Map<string, Entry>();

async function readFacts(id: string): Promise<Facts | null> {
  const job = await db.job.findUnique({
    where: { id },
    select: { status: true, validThrough: true, closedAt: true, deletedAt: true, employer: { select: { status: true } } },
  });
  if (!job) return null;
  return { public: job.deletedAt === null && job.employer.status === "approved", status: job.status, validThrough: job.validThrough, closedAt: job.closedAt };
}

/** The job's facts, from memory unless a change to it was heard since they were read (or at that very ms). */
function jobFacts(id: string): Promise<Facts | null> {
  if (!changesAreHeard()) return readFacts(id);
  const hit = known.get(id);
  if (hit && hit.readAt > lastPageChange(`${VISITOR_JOB_PREFIX}/${id}`)) return hit.facts;
  // Taken before the read: a change heard after it makes this entry stale, even if the read saw it.
  const readAt = Date.now();
  const facts = readFacts(id);
  known.delete(id); // re-inserted last: the Map's order is the eviction order
  known.set(id, { facts, readAt });
  if (known.size > MAX_ENTRIES) known.delete(known.keys().next().value!);
  // An id that is no job yet is not kept (a new job's notice names no id), nor is a failed read.
  facts.then(
    (found) => {
      if (!found && known.get(id)?.facts === facts) known.delete(id);
    },
    () => {
      if (known.get(id)?.facts === facts) known.delete(id);
    },
  );
  return facts;
}

export async function jobIsGone(id: string, now: Date = new Date()): Promise<boolean> {
  const facts = await jobFacts(id);
  return facts !== null && facts.public && isJobGone(facts, now);
}

/** Forgets every job read (tests). */
export function clearGoneLookup(): void {
  known.clear();
}
