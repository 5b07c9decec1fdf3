// A candidate's saved jobs (decisions.md section 11). The rules:
// - Saving needs a job the candidate may see (approved, not deleted, of an approved employer; else 404
//   'Job not found', so existence does not leak) that is open (else 409 JOB_CLOSED).
// - Saving is idempotent: saving a saved job answers `saved: true` again. The primary key
//   (userId, jobId) decides between concurrent saves (an insert that skips duplicates).
// - Unsaving is idempotent too: a job not saved (or unknown) answers `saved: false`.
// - At most SAVED_JOBS_LIMIT saved jobs (409 LIMIT_REACHED); the count and the insert run under a lock
//   on the candidate's row, so two concurrent saves cannot both pass the check at 199.
// - The list: newest saved first; a job closed since stays (isOpen false, the page marks it); deleted
//   jobs and jobs of an employer no longer approved are left out.
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { SavedJobsPage, SaveState } from "@/lib/saved-jobs/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { isJobOpen, JOB_CLOSED_MESSAGE } from "@/lib/job-search/service/lifecycle";
import { jobRowSelect, serializeJob } from "@/lib/job-search/service/serialize";
import { SAVED_JOBS_LIMIT, type SavedJobParams, type SavedJobsQuery } from "@/lib/saved-jobs/schemas";

export const SAVED_MESSAGE = "Job saved";
export const UNSAVED_MESSAGE = "Job removed from your saved jobs";
export const LIMIT_MESSAGE = `You can save up to ${SAVED_JOBS_LIMIT} jobs`;
const JOB_NOT_FOUND_MESSAGE = "Job not found";

/** What the candidate may see of a saved job: not deleted, and public (its employer approved too). */
const visibleJobWhere = { deletedAt: null, status: "approved", employer: { status: "approved" } } as const;

function assertCandidate(user: SessionUser) {
  if (user.role !== "Candidate") throw forbidden();
}

/** Adds an open job to the candidate's saved jobs (see the rules above). */
export async function saveJob(user: SessionUser, { id }: SavedJobParams): Promise<SaveState> {
  assertCandidate(user);
  const job = await db.job.findFirst({ where: { id, ...visibleJobWhere }, select: { id: true, status: true, validThrough: true, closedAt: true, hiddenAt: true } });
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  if (!isJobOpen(job)) throw conflict(JOB_CLOSED_MESSAGE, "JOB_CLOSED");

  await db.$transaction(async (tx) => {
    // Serialises this candidate's saves, so the limit holds under concurrent requests.
    await tx.$queryRaw`SELECT 1 FROM "User" WHERE "id" = ${user.id} FOR UPDATE`;
    const already = await tx.savedJob.count({ where: { userId: user.id, jobId: job.id } });
    if (already > 0) return;
    const count = await tx.savedJob.count({ where: { userId: user.id } });
    if (count >= SAVED_JOBS_LIMIT) throw conflict(LIMIT_MESSAGE, "LIMIT_REACHED");
    await tx.savedJob.createMany({ data: [{ userId: user.id, jobId: job.id }], skipDuplicates: true });
  });
  return { saved: true };
}

/** Removes a job from the candidate's saved jobs; not saved (or unknown) is fine. */
export async function unsaveJob(user: SessionUser, { id }: SavedJobParams): Promise<SaveState> {
  assertCandidate(user);
  await db.savedJob.deleteMany({ where: { userId: user.id, jobId: id } });
  return { saved: false };
}

/** One page of the candidate's saved jobs, newest saved first (paged in SQL). */
export async function listSavedJobs(user: SessionUser, { page, limit }: SavedJobsQuery): Promise<SavedJobsPage> {
  assertCandidate(user);
  const rows = await db.savedJob.findMany({
    where: { userId: user.id, job: visibleJobWhere },
    orderBy: [{ createdAt: "desc" }, { jobId: "desc" }],
    skip: (page - 1) * limit,
    take: limit + 1,
    select: {
      job: {
        select: {
          ...jobRowSelect,
          // Whether this candidate applied: at most one row (the unique (candidateId, jobId)).
          applications: { where: { candidateId: user.id }, select: { id: true }, take: 1 },
        },
      },
    },
  });
  const hasNextPage = rows.length > limit;
  return {
    jobs: rows.slice(0, limit).map(({ job }) => serializeJob(job, { applied: job.applications.length > 0, saved: true })),
    page,
    hasNextPage,
  };
}
