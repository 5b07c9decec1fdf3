// What the two spreads (spread-jobs.ts, spread-candidates.ts) share: their options and results, and
// the check that sends a list left short back to be recomputed.
import "server-only";
import { SHRUNK_SHARE, type Tx } from "@/lib/matching/service/top-lists/config";

/** `after`: claim owners whose id sorts after it (the run's cursor); `skip`: owners left for the next run. */
export type SpreadOptions = { now: Date; size: number; batch: number; after: string; skip: readonly string[] };

/** One owner spread: the lists it wrote; done = all of them (else it stays queued for the next run). */
export type SpreadResult = { id: string; lists: number; done: boolean };

/**
 * Marks dirty the lists (already locked by the caller) that lost rows, are not complete and hold fewer
 * than SHRUNK_SHARE of `size`: the rows above their last one are still all there are, but reads
 * filtered further would keep falling back to the live query.
 */
export async function shrinkCheck(tx: Tx, kind: "candidates" | "jobs", ids: string[], size: number): Promise<void> {
  const least = Math.ceil(size * SHRUNK_SHARE);
  if (kind === "candidates") {
    await tx.$executeRaw`
      UPDATE "TopJobList" l SET "dirty" = true
      WHERE l."candidateId" = ANY(${ids}::text[]) AND NOT l."complete"
        AND (SELECT count(*) FROM "TopJob" x WHERE x."candidateId" = l."candidateId") < ${least}`;
  } else {
    await tx.$executeRaw`
      UPDATE "TopCandidateList" l SET "dirty" = true
      WHERE l."jobId" = ANY(${ids}::text[]) AND NOT l."complete"
        AND (SELECT count(*) FROM "TopCandidate" x WHERE x."jobId" = l."jobId") < ${least}`;
  }
}
