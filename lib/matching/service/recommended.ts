// Recommended jobs for a candidate (decisions.md sections 14 and 20): open jobs of approved employers not
// yet applied to, scoring at least RECOMMENDED_MIN_SCORE, best first: by fit (lib/matching/rules.ts
// fitRank: experience, salary, level), then score, more verified matched skills, newest; at most
// RECOMMENDED_MAX. Ranked in SQL from the candidate's skills (see jobScoresSql) or, when it can answer, from
// the candidate's precomputed top list (docs/decisions/0039); the page's jobs are read in full with their
// match details and the training for their missing skills in the same query (match-lines.ts).
import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RecommendedJob, RecommendedJobs } from "@/lib/matching/contract/recommended";
import { RECOMMENDED_MAX, type RecommendedJobsQuery } from "@/lib/matching/schemas/recommended";
import { jobScoresSql, recommendableSql } from "@/lib/matching/service/job-scores";
import { openJobSql } from "@/lib/job-search/service/lifecycle";
import { APPROVED_EMPLOYER } from "@/lib/job-search/service/search";
import { jobColumns, serializeJobRow, type JobSqlRow } from "@/lib/job-search/service/sql";
import { RECOMMENDED_MIN_SCORE } from "@/lib/skills/rules/score";
import { matchesOf, matchLinesSql, trainingOf, type MatchLineRow } from "@/lib/matching/service/match-lines";
import { withTraining } from "@/lib/academy/service/missing-training";
import { candidateFitFacts, fitIsFlat, fitRankSql } from "@/lib/matching/service/fit";
import { fitWords, type CandidateFitFacts } from "@/lib/matching/rules";

type RecommendedRow = JobSqlRow & { saved: boolean; invited: boolean; lines: MatchLineRow[] | null; salaryYearlyMax: number | null; rank: number };

/**
 * The fit's rank of `j` ("Job"), and the ORDER BY's head inside (`inner`, over j) and outside (`outer`, over
 * the ranked page p). For a person with nothing to compare every job ranks 0: the order is then the
 * score's alone, so the plan stays the one that reads job rows lazily (job-scores.ts).
 */
function fitOrder(facts: CandidateFitFacts) {
  if (fitIsFlat(facts)) return { rank: Prisma.sql`0`, inner: Prisma.empty, outer: Prisma.empty };
  const rank = fitRankSql(facts);
  return { rank, inner: Prisma.sql`${rank},`, outer: Prisma.sql`p."rank",` };
}

/** The page's jobs in full, with the candidate's flags and match (p = the ranked page). */
const pageColumns = (candidateId: string) => Prisma.sql`
  ${jobColumns}, j."salaryYearlyMax",
  EXISTS (SELECT 1 FROM "SavedJob" sj WHERE sj."jobId" = j."id" AND sj."userId" = ${candidateId}) AS "saved",
  EXISTS (SELECT 1 FROM "JobInvitation" ji WHERE ji."jobId" = j."id" AND ji."candidateId" = ${candidateId}) AS "invited",
  ${matchLinesSql(Prisma.sql`j."id"`, Prisma.sql`${candidateId}`, { trainingAt: new Date() })} AS "lines"`;

/** What must hold of a job at read time, whatever list it came from (j = "Job"). */
const stillRecommendable = (candidateId: string) => Prisma.sql`
  ${openJobSql()} AND ${APPROVED_EMPLOYER}
  AND NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."candidateId" = ${candidateId} AND a."jobId" = j."id")`;

/** The live answer: ranked from the candidate's skills over every job (see jobScoresSql). */
export async function liveRecommendedRows(candidateId: string, limit: number, facts: CandidateFitFacts): Promise<RecommendedRow[]> {
  const fit = fitOrder(facts);
  return db.$queryRaw<RecommendedRow[]>`
    SELECT ${pageColumns(candidateId)}, p."rank"
    FROM (
      SELECT s."jobId", s."score", s."verified", j."createdAt", ${fit.rank} AS "rank"
      FROM (${jobScoresSql(candidateId, recommendableSql)}) s
      JOIN "Job" j ON j."id" = s."jobId"
      WHERE ${stillRecommendable(candidateId)}
      ORDER BY ${fit.inner} s."score" DESC NULLS LAST, s."verified" DESC, j."createdAt" DESC, j."id" DESC
      LIMIT ${limit}
    ) p
    JOIN "Job" j ON j."id" = p."jobId" JOIN "Employer" e ON e."id" = j."employerId"
    ORDER BY ${fit.outer} p."score" DESC NULLS LAST, p."verified" DESC, p."createdAt" DESC, p."jobId" DESC`;
}

/**
 * The answer from the candidate's precomputed list (docs/decisions/0039), or null when it cannot
 * serve: no list yet, dirty (their skills changed since: read-your-writes through the live query), or
 * short of `limit` after the read-time filters while jobs beyond it may qualify (not complete).
 * The state row first (one row, or none: nothing else is read), then the list's rows (at most 100) by
 * fit and score, each job checked as the live query does, until the page is full.
 *
 * The list is the best jobs by score: a job outside it scores below every row in it. So a full page of
 * jobs that fit (rank 0) is the live answer's page too; a page reaching a lower rank may be missing a
 * fitting job the list never held, unless the list is complete: then the live query answers.
 */
export async function listedRecommendedRows(candidateId: string, limit: number, facts: CandidateFitFacts): Promise<RecommendedRow[] | null> {
  const fit = fitOrder(facts);
  const rows = await db.$queryRaw<(RecommendedRow & { complete: boolean })[]>`
    SELECT ${pageColumns(candidateId)}, p."rank", p."complete"
    FROM (
      SELECT t."jobId", t."score", t."verified", t."jobCreatedAt", l."complete", ${fit.rank} AS "rank"
      FROM (SELECT "complete" FROM "TopJobList" WHERE "candidateId" = ${candidateId} AND NOT "dirty") l
      CROSS JOIN "TopJob" t JOIN "Job" j ON j."id" = t."jobId"
      WHERE t."candidateId" = ${candidateId} AND ${stillRecommendable(candidateId)}
      ORDER BY ${fit.inner} t."score" DESC, t."verified" DESC, t."jobCreatedAt" DESC, t."jobId" DESC
      LIMIT ${limit}
    ) p
    JOIN "Job" j ON j."id" = p."jobId" JOIN "Employer" e ON e."id" = j."employerId"
    ORDER BY ${fit.outer} p."score" DESC, p."verified" DESC, p."jobCreatedAt" DESC, p."jobId" DESC`;
  if (rows[0]?.complete) return rows;
  if (rows.length === limit && rows.every((row) => row.rank === 0)) return rows;
  if (rows.length > 0) return null;
  // Nothing listed: a fresh, complete list that is empty after the filters is the answer too.
  const [list] = await db.$queryRaw<{ complete: boolean }[]>`
    SELECT "complete" FROM "TopJobList" WHERE "candidateId" = ${candidateId} AND NOT "dirty"`;
  return list?.complete ? [] : null;
}

/** The best open jobs for the candidate (see the rules above); `limit` 1 to 20 (default 20). */
export async function recommendedJobs(user: SessionUser, { limit = RECOMMENDED_MAX }: Partial<RecommendedJobsQuery> = {}): Promise<RecommendedJobs> {
  if (user.role !== "Candidate") throw forbidden();
  const facts = await candidateFitFacts(user.id);
  const rows = (await listedRecommendedRows(user.id, limit, facts)) ?? (await liveRecommendedRows(user.id, limit, facts));

  // Each missing skill names the next batch teaching it, read with the lines (no second round trip).
  const matches = withTraining(matchesOf(rows, (row) => row.id), trainingOf(rows));
  const jobs: RecommendedJob[] = [];
  for (const row of rows) {
    // Absent only for a job whose skills were removed since the ranking read: then it is no recommendation.
    // Below the bar only when a list's row is older than a change of the job's skills (the task spreads
    // it within the minute): the rule holds all the same.
    const match = matches.get(row.id);
    if (!match || match.score < RECOMMENDED_MIN_SCORE) continue;
    const fitted = { ...match, fit: fitWords(facts, row) };
    const job = serializeJobRow(row, { applied: false, saved: row.saved, invited: row.invited, match: fitted });
    jobs.push({ ...job, match: fitted });
  }
  return { jobs };
}
