// Spreading changed jobs into candidates' lists (docs/decisions/0039), set-based, one job a transaction.
// A list holds every qualifying job that ranks above its last row (all of them when complete), so:
// - an open job scoring at least 50 for a candidate enters their fresh list when the list is complete or
//   the job ranks above its last other row (its score refreshed if it was there); trimmed to the size;
// - otherwise it leaves the list (closed, hidden, unapproved, lost skills, or now below the last row:
//   the rows above stay all there are, so the list stays true);
// - a list left short and incomplete is marked dirty, to be recomputed.
// Lists still dirty are skipped (their computation will see the change: the lock of candidates' lists,
// config.ts, keeps computations out meanwhile), and so are lists whose snapshot saw the change.
// Each list written is locked first (SKIP LOCKED): one a writer holds is left, and the job stays queued.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { openJobSql } from "@/lib/job-search/service/lifecycle";
import { APPROVED_EMPLOYER } from "@/lib/job-search/service/search";
import { groupScoreSql } from "@/lib/matching/service/job-scores";
import { CANDIDATE_LISTS_LOCK, jobOpenSql, listSawSql, SETTLE_XIDS, TOP_LIST_TX, tryListsLock, type Tx } from "@/lib/matching/service/top-lists/config";
import { shrinkCheck, type SpreadOptions, type SpreadResult } from "@/lib/matching/service/top-lists/spread-shared";
import { RECOMMENDED_MIN_SCORE } from "@/lib/skills/rules/score";

type Plan = { candidateId: string; enters: boolean; score: number | null; verified: number | null };

/**
 * Clears, in one statement, the queued open jobs whose change every fresh candidate list already holds
 * (its snapshot saw the marking transaction): after a bulk load or a full build, all of them. Checked
 * per transaction id, the oldest SETTLE_XIDS of the queue: a bulk load marks many jobs with few ids.
 */
async function spreadOldChanges(tx: Tx, now: Date): Promise<number> {
  return tx.$executeRaw`
    WITH pending AS (
      SELECT DISTINCT "changedXid" AS "xid" FROM "TopCandidateList" WHERE "spread" ORDER BY 1 LIMIT ${SETTLE_XIDS}
    ),
    seen AS (
      SELECT p."xid" FROM pending p
      WHERE NOT EXISTS (SELECT 1 FROM "TopJobList" l WHERE NOT l."dirty" AND NOT ${listSawSql(Prisma.sql`p."xid"`)})
    ),
    settled AS (
      SELECT l."jobId" FROM "TopCandidateList" l
      WHERE l."spread" AND l."changedXid" IN (SELECT "xid" FROM seen) AND ${jobOpenSql(now)}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE "TopCandidateList" l SET "spread" = false FROM settled s WHERE l."jobId" = s."jobId"`;
}

/** The candidates' lists the job's change alters, and how (computed from this statement's snapshot). */
function planJob(tx: Tx, jobId: string, changedXid: string, now: Date): Promise<Plan[]> {
  return tx.$queryRaw<Plan[]>`
    WITH job AS (
      SELECT j."id", j."createdAt" FROM "Job" j
      WHERE j."id" = ${jobId} AND j."skillWeight" > 0 AND ${openJobSql(now)} AND ${APPROVED_EMPLOYER}
    ),
    scored AS (
      SELECT cs."userId", ${groupScoreSql} AS "score", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
      FROM "JobSkill" js JOIN "CandidateSkill" cs ON cs."skillId" = js."skillId"
      WHERE js."jobId" = ${jobId} AND EXISTS (SELECT 1 FROM job)
      GROUP BY cs."userId"
      HAVING ${groupScoreSql} BETWEEN ${RECOMMENDED_MIN_SCORE}::int AND 100
    ),
    targets AS (
      SELECT l."candidateId", l."complete" FROM "TopJobList" l
      WHERE l."candidateId" IN (SELECT "userId" FROM scored UNION SELECT "candidateId" FROM "TopJob" WHERE "jobId" = ${jobId})
        AND NOT l."dirty" AND NOT ${listSawSql(Prisma.sql`${changedXid}::xid8`)}
    ),
    entering AS (
      SELECT s."userId", s."score", s."verified"
      FROM scored s JOIN targets t ON t."candidateId" = s."userId" CROSS JOIN job
      LEFT JOIN LATERAL (
        SELECT x."score", x."verified", x."jobCreatedAt", x."jobId" FROM "TopJob" x
        WHERE x."candidateId" = s."userId" AND x."jobId" <> ${jobId}
        ORDER BY x."score", x."verified", x."jobCreatedAt", x."jobId" LIMIT 1
      ) last ON true
      WHERE t."complete" OR (last."jobId" IS NOT NULL AND
        (s."score", s."verified", job."createdAt", job."id") > (last."score", last."verified", last."jobCreatedAt", last."jobId"))
    )
    SELECT t."candidateId", e."userId" IS NOT NULL AS "enters", e."score", e."verified"
    FROM targets t LEFT JOIN entering e ON e."userId" = t."candidateId"
    WHERE e."userId" IS NOT NULL OR EXISTS (SELECT 1 FROM "TopJob" x WHERE x."candidateId" = t."candidateId" AND x."jobId" = ${jobId})`;
}

/** Spreads one queued job (claimed, SKIP LOCKED); null when none is left or the lock is taken. */
async function spreadOneJob(tx: Tx, { now, size, after, skip }: SpreadOptions): Promise<SpreadResult | null> {
  const [job] = await tx.$queryRaw<{ id: string; changedXid: string | null; open: boolean }[]>`
    SELECT l."jobId" AS "id", l."changedXid"::text AS "changedXid", ${jobOpenSql(now)} AS "open"
    FROM "TopCandidateList" l
    WHERE l."spread" AND l."jobId" > ${after} AND l."jobId" <> ALL(${skip}::text[])
    ORDER BY l."jobId" LIMIT 1 FOR UPDATE SKIP LOCKED`;
  if (!job) return null;
  const plan = await planJob(tx, job.id, job.changedXid ?? "0", now);
  const ids = plan.map((p) => p.candidateId);
  const locked = new Set(
    (
      await tx.$queryRaw<{ id: string }[]>`
        SELECT "candidateId" AS "id" FROM "TopJobList" WHERE "candidateId" = ANY(${ids}::text[])
        ORDER BY "candidateId" FOR UPDATE SKIP LOCKED`
    ).map((row) => row.id),
  );
  const entering = plan.filter((p) => p.enters && locked.has(p.candidateId));
  const leaving = plan.filter((p) => !p.enters && locked.has(p.candidateId)).map((p) => p.candidateId);
  if (entering.length > 0) {
    await tx.$executeRaw`
      INSERT INTO "TopJob" ("candidateId", "jobId", "score", "verified", "jobCreatedAt")
      SELECT c."id", j."id", c."score", c."verified", j."createdAt"
      FROM unnest(${entering.map((p) => p.candidateId)}::text[], ${entering.map((p) => p.score)}::int[], ${entering.map((p) => p.verified)}::int[])
           AS c("id", "score", "verified")
      CROSS JOIN "Job" j WHERE j."id" = ${job.id}
      ON CONFLICT ("candidateId", "jobId") DO UPDATE SET "score" = EXCLUDED."score", "verified" = EXCLUDED."verified"`;
    await trimCandidateLists(tx, entering.map((p) => p.candidateId), size);
  }
  if (leaving.length > 0) {
    await tx.$executeRaw`DELETE FROM "TopJob" WHERE "jobId" = ${job.id} AND "candidateId" = ANY(${leaving}::text[])`;
    await shrinkCheck(tx, "candidates", leaving, size);
  }
  const done = locked.size === plan.length;
  if (done && !job.open) {
    // A job that is not open keeps no list of its own either (reads of it go live).
    await tx.$executeRaw`DELETE FROM "TopCandidate" WHERE "jobId" = ${job.id}`;
    await tx.$executeRaw`DELETE FROM "TopCandidateList" WHERE "jobId" = ${job.id}`;
  } else if (done) {
    await tx.$executeRaw`UPDATE "TopCandidateList" SET "spread" = false WHERE "jobId" = ${job.id}`;
  }
  return { id: job.id, lists: locked.size, done };
}

/** Keeps each list to `size` rows, the best; a list that lost rows so is no longer complete. */
async function trimCandidateLists(tx: Tx, candidateIds: string[], size: number): Promise<void> {
  await tx.$executeRaw`
    WITH ranked AS (
      SELECT x."candidateId", x."jobId",
             row_number() OVER (PARTITION BY x."candidateId" ORDER BY x."score" DESC, x."verified" DESC, x."jobCreatedAt" DESC, x."jobId" DESC) AS "n"
      FROM "TopJob" x WHERE x."candidateId" = ANY(${candidateIds}::text[])
    ),
    cut AS (
      DELETE FROM "TopJob" x USING ranked r
      WHERE r."n" > ${size} AND x."candidateId" = r."candidateId" AND x."jobId" = r."jobId"
      RETURNING x."candidateId"
    )
    UPDATE "TopJobList" l SET "complete" = false WHERE l."candidateId" IN (SELECT "candidateId" FROM cut) AND l."complete"`;
}

/**
 * Spreads up to `batch` queued jobs into candidates' lists, each in its own transaction holding the
 * lock of candidates' lists alone. Answers the jobs spread (null: the lock was taken, try later).
 */
export async function spreadJobs(options: SpreadOptions): Promise<SpreadResult[] | null> {
  const results: SpreadResult[] = [];
  let after = options.after;
  for (let i = 0; i < options.batch; i++) {
    const result = await db.$transaction(async (tx) => {
      if (!(await tryListsLock(tx, CANDIDATE_LISTS_LOCK, "alone"))) return "locked" as const;
      if (i === 0) await spreadOldChanges(tx, options.now);
      return spreadOneJob(tx, { ...options, after });
    }, TOP_LIST_TX);
    if (result === "locked") return i === 0 ? null : results;
    if (result === null) break;
    results.push(result);
    after = result.id;
  }
  return results;
}
