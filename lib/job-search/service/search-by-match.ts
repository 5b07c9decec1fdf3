// get-jobs sort=match (decisions.md section 19): the candidate's best matches first. searchJobs hands
// over its filters, columns and newest-first reader, so the filters and the total stay its own.
import type { JobSearchResult } from "@/lib/job-search/contract";
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { JobSearchQuery } from "@/lib/job-search/schemas";
import { serializeJobRow, type JobSqlRow } from "@/lib/job-search/service/sql";
import { jobScoresSql } from "@/lib/matching/service/job-scores";
import { matchesFor, matchOf, skillWeightSql } from "@/lib/skills/service/match";
import { withMissingTraining } from "@/lib/academy/service/missing-training";

export const SORT_NEEDS_CANDIDATE_MESSAGE = "Sign in as a candidate to sort by match";

type Row = JobSqlRow & { applied: boolean | null; saved: boolean | null; invited?: boolean | null };

export type MatchSearchParts = {
  /** Conditions on "Job" j: open, of an approved employer, and the query's filters. */
  filters: Prisma.Sql[];
  /** A job row's columns (j = "Job", e = its "Employer") with the candidate's flags. */
  columns: Prisma.Sql;
  /** The jobs meeting `match`, newest first, `take` of them after `skip`. */
  newest: (match: Prisma.Sql, skip: number, take: number) => Promise<Row[]>;
  /** All jobs meeting the filters (both groups below): the search's shared, cached count. */
  total: () => Promise<number>;
};

/**
 * True of every job sharing a skill (the candidate has some of its weight), written as a range so that
 * Postgres expects few of them (see jobScoresSql): the page's job rows are then read in score order
 * until the page is full. (A range on COUNT(*) is not recognised as one; on SUM it is.)
 */
const SHARES_A_SKILL = Prisma.sql`SUM(${skillWeightSql}) BETWEEN 1 AND 2147483647`;

/**
 * One page of the jobs meeting the filters, for a signed-in candidate (anyone else: 400
 * SORT_NEEDS_CANDIDATE; the query schema cannot know the viewer): first the jobs sharing a skill with
 * them by score (ties: more verified matched skills, then newest), then the others (no skills in
 * common, or no skills at all) newest first, paged as one list. A job with skills carries its `match`.
 */
export async function searchJobsByMatch(query: JobSearchQuery, viewer: SessionUser | null | undefined, parts: MatchSearchParts): Promise<JobSearchResult> {
  if (viewer?.role !== "Candidate") {
    throw new ApiError(400, SORT_NEEDS_CANDIDATE_MESSAGE, { code: "SORT_NEEDS_CANDIDATE", errors: { sort: SORT_NEEDS_CANDIDATE_MESSAGE } });
  }
  const candidateId = viewer.id;
  const { page, limit } = query;
  const offset = (page - 1) * limit;
  const want = limit + 1; // one row more than the page tells whether another page exists
  const where = Prisma.join(parts.filters, " AND ");
  const scored = Prisma.sql`
    SELECT s."jobId", s."score", s."verified", j."createdAt"
    FROM (${jobScoresSql(candidateId, SHARES_A_SKILL)}) s JOIN "Job" j ON j."id" = s."jobId"
    WHERE ${where}`;

  const ranked = (skip: number, take: number) => db.$queryRaw<Row[]>`
    SELECT ${parts.columns}
    FROM (
      ${scored}
      ORDER BY s."score" DESC NULLS LAST, s."verified" DESC, j."createdAt" DESC, j."id" DESC
      LIMIT ${take} OFFSET ${skip}
    ) p
    JOIN "Job" j ON j."id" = p."jobId" JOIN "Employer" e ON e."id" = j."employerId"
    ORDER BY p."score" DESC NULLS LAST, p."verified" DESC, p."createdAt" DESC, p."jobId" DESC`;

  async function pageRows(): Promise<Row[]> {
    const rows = await ranked(offset, want);
    if (rows.length === want) return rows;
    // Where the ranked group ends is known from this page, unless the page starts past it.
    const rankedCount =
      rows.length > 0 || offset === 0
        ? offset + rows.length
        : (await db.$queryRaw<{ count: number }[]>`SELECT COUNT(*)::int AS "count" FROM (${scored}) c`)[0].count;
    const noSkillInCommon = Prisma.sql`NOT EXISTS (
      SELECT 1 FROM "JobSkill" mjs JOIN "CandidateSkill" mcs ON mcs."skillId" = mjs."skillId" AND mcs."userId" = ${candidateId}
      WHERE mjs."jobId" = j."id")`;
    const rest = Prisma.join([...parts.filters, noSkillInCommon], " AND ");
    rows.push(...(await parts.newest(rest, Math.max(0, offset + rows.length - rankedCount), want - rows.length)));
    return rows;
  }

  const [rows, counted] = await Promise.all([pageRows(), parts.total()]);
  const hasNextPage = rows.length > limit;
  const shown = rows.slice(0, limit);
  // A cached total can lag behind new postings; never report fewer jobs than are visibly there.
  const total = shown.length > 0 ? Math.max(counted, offset + shown.length + (hasNextPage ? 1 : 0)) : counted;
  // The candidate's own matches: each missing skill names the next batch teaching it (one more query).
  const matches = await withMissingTraining(await matchesFor(shown.map((row) => ({ jobId: row.id, candidateId }))));

  return {
    jobs: shown.map((row) =>
      serializeJobRow(row, {
        applied: Boolean(row.applied),
        saved: Boolean(row.saved),
        invited: Boolean(row.invited),
        match: matchOf(matches, { jobId: row.id, candidateId }),
      }),
    ),
    page,
    hasNextPage,
    total,
  };
}
