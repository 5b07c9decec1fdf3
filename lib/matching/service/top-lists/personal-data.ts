// The erasure of an account (lib/privacy/tasks/purge.ts) and the precomputed top lists
// (docs/decisions/0039). The lists are derived data (scores recomputable from the skills the purge
// deletes), so they are not exported; they go with the account: its own list of jobs, and its rows in
// jobs' lists.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * In the purge's transaction, after the candidate's skills are deleted. The list's state is taken first
 * (marked dirty and queued, as the skills' trigger did if there were skills), so the task's work on this
 * list waits for the erasure rather than crossing it. Rows the task is writing in jobs' lists at this
 * moment are left (SKIP LOCKED: the purge never waits on rows the task holds): the dirty list is then
 * recomputed empty, and the queued spread removes the candidate from every job's list, within the minute.
 */
export async function purgeTopLists(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  // Without a state row there are no rows either: lists exist only for candidates who had skills.
  const marked = await tx.$executeRaw`
    UPDATE "TopJobList" SET "dirty" = true, "spread" = true, "complete" = false, "changedXid" = pg_current_xact_id()
    WHERE "candidateId" = ${userId}`;
  if (marked === 0) return;
  await tx.$executeRaw`
    DELETE FROM "TopJob" WHERE ctid IN (SELECT ctid FROM "TopJob" WHERE "candidateId" = ${userId} FOR UPDATE SKIP LOCKED)`;
  await tx.$executeRaw`
    DELETE FROM "TopCandidate" WHERE ctid IN (SELECT ctid FROM "TopCandidate" WHERE "candidateId" = ${userId} FOR UPDATE SKIP LOCKED)`;
}
