// The database side of lib/job-search/service/gone.ts: one primary-key read. Gone means what getVisibleJob
// (lib/job-search/service/search.ts) answers 410 for: a public job (approved, of an approved employer,
// not deleted) closed more than CLOSED_PAGE_DAYS ago. Registered by instrumentation.ts.
import { db } from "@/lib/db";
import { isJobGone } from "@/lib/job-search/service/lifecycle";

export async function jobIsGone(id: string, now: Date = new Date()): Promise<boolean> {
  const job = await db.job.findUnique({
    where: { id },
    select: { status: true, validThrough: true, closedAt: true, deletedAt: true, employer: { select: { status: true } } },
  });
  return job !== null && job.deletedAt === null && job.employer.status === "approved" && isJobGone(job, now);
}
