// Spreading changed candidates into jobs' lists (docs/decisions/0039): the mirror of spread-jobs.ts.
// A candidate whose skills or discoverability changed enters the fresh list of each job they share a
// skill with when the list is complete or they rank above its last other row (score, verified, id),
// and leave the lists they no longer belong in (no longer discoverable, fewer skills, below the last
// row); lists are trimmed to the size, and one left short and incomplete is marked dirty. Lists still
// dirty, and lists computed after the change, are skipped; each list written is locked first.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { groupScoreSql } from "@/lib/matching/service/job-scores";
import { JOB_LISTS_LOCK, listSawSql, SETTLE_XIDS, TOP_LIST_TX, tryListsLock, type Tx } from "@/lib/matching/service/top-lists/config";
import { shrinkCheck, type SpreadOptions, type SpreadResult } from "@/lib/matching/service/top-lists/spread-shared";

type Plan = { jobId: string; enters: boolean; score: number | null; verified: number | null };

/** Clears the queued candidates whose change every fresh job list already holds (see spread-jobs.ts). */
async function spreadOldChanges(tx: Tx): Promise<number> {
  return tx.$executeRaw`
    WITH pending AS (
      SELECT DISTINCT "changedXid" AS "xid" FROM "TopJobList" WHERE "spread" ORDER BY 1 LIMIT ${SETTLE_XIDS}
    ),
    seen AS (
      SELECT p."xid" FROM pending p
      WHERE NOT EXISTS (SELECT 1 FROM "TopCandidateList" l WHERE NOT l."dirty" AND NOT ${listSawSql(Prisma.sql`p."xid"`)})
    ),
    settled AS (
      SELECT l."candidateId" FROM "TopJobList" l
      WHERE l."spread" AND l."changedXid" IN (SELECT "xid" FROM seen)
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "TopJobList" l SET "spread" = false FROM settled s WHERE l."candidateId" = s."candidateId"`;
}

/** The jobs' lists the candidate's change alters, and how (computed from this statement's snapshot). */
function planCandidate(tx: Tx, candidateId: string, changedXid: string): Promise<Plan[]> {
  return tx.$queryRaw<Plan[]>`
    WITH scored AS (
      SELECT js."jobId", ${groupScoreSql} AS "score", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
      FROM "CandidateSkill" cs JOIN "JobSkill" js ON js."skillId" = cs."skillId"
      WHERE cs."userId" = ${candidateId} AND "candidate_findable"(${candidateId})
      GROUP BY js."jobId"
    ),
    targets AS (
      SELECT l."jobId", l."complete" FROM "TopCandidateList" l
      WHERE l."jobId" IN (SELECT "jobId" FROM scored UNION SELECT "jobId" FROM "TopCandidate" WHERE "candidateId" = ${candidateId})
        AND NOT l."dirty" AND NOT ${listSawSql(Prisma.sql`${changedXid}::xid8`)}
    ),
    entering AS (
      SELECT s."jobId", s."score", s."verified"
      FROM scored s JOIN targets t ON t."jobId" = s."jobId"
      LEFT JOIN LATERAL (
        SELECT x."score", x."verified", x."candidateId" FROM "TopCandidate" x
        WHERE x."jobId" = s."jobId" AND x."candidateId" <> ${candidateId}
        ORDER BY x."score", x."verified", x."candidateId" DESC LIMIT 1
      ) last ON true
      WHERE t."complete" OR (last."candidateId" IS NOT NULL AND (s."score" > last."score" OR (s."score" = last."score" AND
        (s."verified" > last."verified" OR (s."verified" = last."verified" AND ${candidateId} < last."candidateId")))))
    )
    SELECT t."jobId", e."jobId" IS NOT NULL AS "enters", e."score", e."verified"
    FROM targets t LEFT JOIN entering e ON e."jobId" = t."jobId"
    WHERE e."jobId" IS NOT NULL OR EXISTS (SELECT 1 FROM "TopCandidate" x WHERE x."jobId" = t."jobId" AND x."candidateId" = ${candidateId})`;
}

/** Keeps each job's list to `size` rows, the best; a list that lost rows so is no longer complete. */
async function trimJobLists(tx: Tx, jobIds: string[], size: number): Promise<void> {
  await tx.$executeRaw`
    WITH ranked AS (
      SELECT x."jobId", x."candidateId",
             row_number() OVER (PARTITION BY x."jobId" ORDER BY x."score" DESC, x."verified" DESC, x."candidateId") AS "n"
      FROM "TopCandidate" x WHERE x."jobId" = ANY(${jobIds}::text[])
    ),
    cut AS (
      DELETE FROM "TopCandidate" x USING ranked r
      WHERE r."n" > ${size} AND x."jobId" = r."jobId" AND x."candidateId" = r."candidateId"
      RETURNING x."jobId"
    )
    UPDATE "TopCandidateList" l SET "complete" = false WHERE l."jobId" IN (SELECT "jobId" FROM cut) AND l."complete"`;
}

/** Spreads one queued candidate (claimed, SKIP LOCKED); null when none is left. */
async function spreadOneCandidate(tx: Tx, { size, after, skip }: SpreadOptions): Promise<SpreadResult | null> {
  const [candidate] = await tx.$queryRaw<{ id: string; changedXid: string | null }[]>`
    SELECT "candidateId" AS "id", "changedXid"::text AS "changedXid" FROM "TopJobList"
    WHERE "spread" AND "candidateId" > ${after} AND "candidateId" <> ALL(${skip}::text[])
    ORDER BY "candidateId" LIMIT 1 FOR UPDATE SKIP LOCKED`;
  if (!candidate) return null;
  const plan = await planCandidate(tx, candidate.id, candidate.changedXid ?? "0");
  const ids = plan.map((p) => p.jobId);
  const locked = new Set(
    (
      await tx.$queryRaw<{ id: string }[]>`
        SELECT "jobId" AS "id" FROM "TopCandidateList" WHERE "jobId" = ANY(${ids}::text[])
        ORDER BY "jobId" FOR UPDATE SKIP LOCKED`
    ).map((row) => row.id),
  );
  const entering = plan.filter((p) => p.enters && locked.has(p.jobId));
  const leaving = plan.filter((p) => !p.enters && locked.has(p.jobId)).map((p) => p.jobId);
  if (entering.length > 0) {
    await tx.$executeRaw`
      INSERT INTO "TopCandidate" ("jobId", "candidateId", "score", "verified")
      SELECT j."id", ${candidate.id}, j."score", j."verified"
      FROM unnest(${entering.map((p) => p.jobId)}::text[], ${entering.map((p) => p.score)}::int[], ${entering.map((p) => p.verified)}::int[])
           AS j("id", "score", "verified")
      ON CONFLICT ("jobId", "candidateId") DO UPDATE SET "score" = EXCLUDED."score", "verified" = EXCLUDED."verified"`;
    await trimJobLists(tx, entering.map((p) => p.jobId), size);
  }
  if (leaving.length > 0) {
    await tx.$executeRaw`DELETE FROM "TopCandidate" WHERE "candidateId" = ${candidate.id} AND "jobId" = ANY(${leaving}::text[])`;
    await shrinkCheck(tx, "jobs", leaving, size);
  }
  const done = locked.size === plan.length;
  if (done) await tx.$executeRaw`UPDATE "TopJobList" SET "spread" = false WHERE "candidateId" = ${candidate.id}`;
  return { id: candidate.id, lists: locked.size, done };
}

/**
 * Spreads up to `batch` queued candidates into jobs' lists, each in its own transaction holding the
 * lock of jobs' lists alone. Answers the candidates spread (null: the lock was taken, try later).
 */
export async function spreadCandidates(options: SpreadOptions): Promise<SpreadResult[] | null> {
  const results: SpreadResult[] = [];
  let after = options.after;
  for (let i = 0; i < options.batch; i++) {
    const result = await db.$transaction(async (tx) => {
      if (!(await tryListsLock(tx, JOB_LISTS_LOCK, "alone"))) return "locked" as const;
      if (i === 0) await spreadOldChanges(tx);
      return spreadOneCandidate(tx, { ...options, after });
    }, TOP_LIST_TX);
    if (result === "locked") return i === 0 ? null : results;
    if (result === null) break;
    results.push(result);
    after = result.id;
  }
  return results;
}
