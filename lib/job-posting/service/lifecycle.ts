// The employer closes or renews one of its jobs (decisions.md section 10). The rules:
// - close: only an approved job that is not closed yet (open, or past its date but not yet closed by
//   the expire-jobs task). Pending, rejected or already closed: 409 INVALID_TRANSITION. The update is
//   conditional on `status = approved AND closedAt IS NULL`, so of two concurrent closes one wins and
//   the other gets the 409. Closing needs no approved company: stepping back is always allowed.
// - renew: only an approved job, and only by an approved company (renewing puts the job back on the
//   board, like posting). validThrough becomes now + days (even if that is earlier than before: the
//   employer picks the new end date). A closed job (any reason, expired too) or one past its date
//   reopens: closedAt and closeReason are cleared and openedAt (what alerts look for) is now. An open
//   job is only extended. No new approval: the content cannot change (there is no job editing).
//   The update is conditional on the job's lifecycle as read, so concurrent renewals or a close in
//   between answer 409 STALE_STATE instead of silently overwriting each other.
// Another employer's job, or a deleted one, is a 404. No log row or mail goes with these changes.
import { conflict } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addDays, isJobOpen } from "@/lib/job-search/service/lifecycle";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { STALE_STATE_MESSAGE, transition } from "@/lib/transitions/transition";
import type { CloseJobData, RenewJobData } from "@/lib/job-posting/schemas/employer-jobs";
import { approvedEmployer, managedBy } from "@/lib/job-posting/service/approved-employer";
import { getOwnJob } from "@/lib/job-posting/service/dashboard";
import { JOB_NOT_FOUND } from "@/lib/job-posting/service/post-job";

export const CLOSE_PENDING_MESSAGE = "This job is still waiting for approval, so it cannot be closed. You can delete it instead.";
export const CLOSE_REJECTED_MESSAGE = "This job was rejected, so it cannot be closed. You can delete it instead.";
export const ALREADY_CLOSED_MESSAGE = "This job is already closed.";
export const RENEW_PENDING_MESSAGE = "This job is still waiting for approval. It opens for the days you chose once it is approved.";
export const RENEW_REJECTED_MESSAGE = "This job was rejected, so it cannot be renewed.";

type Seen = { status: string; closedAt: Date | null } | null;

const ownJob = (user: SessionUser, jobId: string) =>
  ({ id: jobId, deletedAt: null, employer: managedBy(user.id) }) satisfies Prisma.JobWhereInput;

const invalid = (message: string) => conflict(message, "INVALID_TRANSITION");

/** Closes one of the employer's jobs as filled or cancelled; answers the job. */
export async function closeJob(user: SessionUser, jobId: string, data: CloseJobData): Promise<JobJson> {
  const where = ownJob(user, jobId);
  let seen: Seen = null;
  return transition(`close job ${jobId}`, {
    update: (tx) =>
      tx.job.updateMany({ where: { ...where, status: "approved", closedAt: null }, data: { closedAt: new Date(), closeReason: data.reason } }),
    exists: async (tx) => (seen = await tx.job.findFirst({ where, select: { status: true, closedAt: true } })) !== null,
    record: async () => undefined,
    load: () => getOwnJob(user, jobId),
    notFoundMessage: JOB_NOT_FOUND,
    // Every way the update can miss an existing job is a state the job cannot be closed from.
    onStale: async () => {
      if (seen?.status === "pending") throw invalid(CLOSE_PENDING_MESSAGE);
      if (seen?.status === "rejected") throw invalid(CLOSE_REJECTED_MESSAGE);
      throw invalid(ALREADY_CLOSED_MESSAGE);
    },
  });
}

/** Keeps one of the employer's approved jobs open for `days` from now, reopening it if it was closed. */
export async function renewJob(user: SessionUser, jobId: string, data: RenewJobData): Promise<JobJson> {
  await approvedEmployer(user);
  const where = ownJob(user, jobId);
  let seen: Seen = null;
  return transition(`renew job ${jobId}`, {
    update: async (tx) => {
      const job = await tx.job.findFirst({ where, select: { status: true, validThrough: true, closedAt: true } });
      if (!job || job.status !== "approved") return { count: 0 };
      const now = new Date();
      const reopen = !isJobOpen(job, now);
      return tx.job.updateMany({
        // The lifecycle as read: a close, an expiry or another renewal in between makes this miss.
        where: { ...where, status: "approved", closedAt: job.closedAt, validThrough: job.validThrough },
        data: { validThrough: addDays(now, data.days), ...(reopen ? { closedAt: null, closeReason: null, openedAt: now } : {}) },
      });
    },
    exists: async (tx) => (seen = await tx.job.findFirst({ where, select: { status: true, closedAt: true } })) !== null,
    record: async () => undefined,
    load: () => getOwnJob(user, jobId),
    notFoundMessage: JOB_NOT_FOUND,
    onStale: async () => {
      if (seen?.status === "pending") throw invalid(RENEW_PENDING_MESSAGE);
      if (seen?.status === "rejected") throw invalid(RENEW_REJECTED_MESSAGE);
      throw conflict(STALE_STATE_MESSAGE, "STALE_STATE");
    },
  });
}
