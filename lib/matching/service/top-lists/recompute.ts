// Recomputing dirty top lists (docs/decisions/0039) with the live queries' SQL, limited to the list's
// size plus one (the extra row says whether the list is complete). A batch is one transaction: its
// owners are claimed with FOR UPDATE SKIP LOCKED and held until the lists are written, so two workers
// never compute the same list, and a change marked meanwhile waits and marks it dirty again after.
// computedSnapshot records which transactions the lists were computed from (and computedXmin, its xmin,
// that every one before it was seen): a spread reads it to skip lists that already hold a change.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { openJobSql } from "@/lib/job-search/service/lifecycle";
import { APPROVED_EMPLOYER } from "@/lib/job-search/service/search";
import { candidateMatchesSql, jobScoresSql, recommendableSql } from "@/lib/matching/service/job-scores";
import { matchScoreSql } from "@/lib/skills/service/match";
import { CANDIDATE_LISTS_LOCK, JOB_LISTS_LOCK, jobOpenSql, TOP_LIST_TX, tryListsLock } from "@/lib/matching/service/top-lists/config";

/** `after`: claim owners whose id sorts after it (the run's cursor, see refresh.ts). */
export type RecomputeOptions = { now: Date; size: number; batch: number; after: string };

/** The statement's own snapshot (what the lists are computed from): a CTE of that statement. */
const SNAPSHOT = Prisma.sql`SELECT pg_current_snapshot() AS "snapshot"`;

/** The state row's columns once its list is written from that snapshot. */
const computed = (now: Date) => Prisma.sql`
  "dirty" = false, "computedAt" = ${now},
  "computedSnapshot" = (SELECT "snapshot" FROM "snapshot"), "computedXmin" = pg_snapshot_xmin((SELECT "snapshot" FROM "snapshot"))`;

/**
 * Recomputes up to `batch` dirty candidates' lists (their best open jobs scoring at least 50); answers
 * their ids (none: nothing is dirty), or null when a spread into candidates' lists holds the lock.
 */
export async function recomputeCandidateLists({ now, size, batch, after }: RecomputeOptions): Promise<string[] | null> {
  return db.$transaction(async (tx) => {
    if (!(await tryListsLock(tx, CANDIDATE_LISTS_LOCK, "shared"))) return null;
    const claimed = await tx.$queryRaw<{ id: string }[]>`
      SELECT "candidateId" AS "id" FROM "TopJobList"
      WHERE "dirty" AND "candidateId" > ${after}
      ORDER BY "candidateId" LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
    const ids = claimed.map((row) => row.id);
    if (ids.length === 0) return [];
    await tx.$executeRaw`DELETE FROM "TopJob" WHERE "candidateId" = ANY(${ids}::text[])`;
    // Per candidate, recommended jobs' own ranking (recommended.ts), without the per-reader filters
    // (applied, hidden since) that reads apply.
    await tx.$executeRaw`
      WITH "snapshot" AS MATERIALIZED (${SNAPSHOT}),
      ranked AS (
        SELECT o."id" AS "candidateId", t."jobId", t."score", t."verified", t."createdAt",
               row_number() OVER (PARTITION BY o."id" ORDER BY t."score" DESC, t."verified" DESC, t."createdAt" DESC, t."jobId" DESC) AS "n"
        FROM unnest(${ids}::text[]) AS o("id")
        CROSS JOIN LATERAL (
          SELECT s."jobId", s."score", s."verified", j."createdAt"
          FROM (${jobScoresSql(Prisma.sql`o."id"`, recommendableSql)}) s
          JOIN "Job" j ON j."id" = s."jobId"
          WHERE ${openJobSql(now)} AND ${APPROVED_EMPLOYER}
          ORDER BY s."score" DESC, s."verified" DESC, j."createdAt" DESC, j."id" DESC
          LIMIT ${size + 1}
        ) t
      ),
      written AS (
        INSERT INTO "TopJob" ("candidateId", "jobId", "score", "verified", "jobCreatedAt")
        SELECT "candidateId", "jobId", "score", "verified", "createdAt" FROM ranked WHERE "n" <= ${size}
      )
      UPDATE "TopJobList" l
      SET ${computed(now)},
          "complete" = NOT EXISTS (SELECT 1 FROM ranked r WHERE r."candidateId" = l."candidateId" AND r."n" > ${size})
      WHERE l."candidateId" = ANY(${ids}::text[])`;
    return ids;
  }, TOP_LIST_TX);
}

/**
 * Recomputes up to `batch` dirty jobs' lists (their best discoverable candidates). A job that is not
 * open keeps no list: its rows go and its state stays for its spread, which removes the state too.
 * Answers their ids, or null when a spread into jobs' lists holds the lock.
 */
export async function recomputeJobLists({ now, size, batch, after }: RecomputeOptions): Promise<string[] | null> {
  return db.$transaction(async (tx) => {
    if (!(await tryListsLock(tx, JOB_LISTS_LOCK, "shared"))) return null;
    const claimed = await tx.$queryRaw<{ id: string; open: boolean }[]>`
      SELECT l."jobId" AS "id", ${jobOpenSql(now)} AS "open"
      FROM "TopCandidateList" l WHERE l."dirty" AND l."jobId" > ${after}
      ORDER BY l."jobId" LIMIT ${batch} FOR UPDATE SKIP LOCKED`;
    const ids = claimed.map((row) => row.id);
    if (ids.length === 0) return [];
    const open = claimed.filter((row) => row.open).map((row) => row.id);
    await tx.$executeRaw`DELETE FROM "TopCandidate" WHERE "jobId" = ANY(${ids}::text[])`;
    // Per job, matching candidates' own ranking (candidates.ts), without the per-reader parts (the
    // employer's sponsored graduates, applicants, verifiedOnly) that reads apply.
    await tx.$executeRaw`
      WITH "snapshot" AS MATERIALIZED (${SNAPSHOT}),
      ranked AS (
        SELECT o."id" AS "jobId", t."userId", t."score", t."verified",
               row_number() OVER (PARTITION BY o."id" ORDER BY t."score" DESC, t."verified" DESC, t."userId") AS "n"
        FROM unnest(${open}::text[]) AS o("id") JOIN "Job" j ON j."id" = o."id"
        CROSS JOIN LATERAL (
          SELECT m."userId", ${matchScoreSql(Prisma.sql`m."have"`, Prisma.sql`j."skillWeight"`)} AS "score", m."verified"
          FROM (${candidateMatchesSql(Prisma.sql`o."id"`)}) m
          ORDER BY "score" DESC, m."verified" DESC, m."userId"
          LIMIT ${size + 1}
        ) t
      ),
      written AS (
        INSERT INTO "TopCandidate" ("jobId", "candidateId", "score", "verified")
        SELECT "jobId", "userId", "score", "verified" FROM ranked WHERE "n" <= ${size}
      )
      UPDATE "TopCandidateList" l
      SET ${computed(now)},
          "complete" = NOT EXISTS (SELECT 1 FROM ranked r WHERE r."jobId" = l."jobId" AND r."n" > ${size})
      WHERE l."jobId" = ANY(${ids}::text[])`;
    return ids;
  }, TOP_LIST_TX);
}
