// Recommended jobs for a candidate (decisions.md section 14): open jobs of approved employers not yet
// applied to, scoring at least RECOMMENDED_MIN_SCORE, best first (score, then more verified matched
// skills, then newest), at most RECOMMENDED_MAX. Ranked in SQL from the candidate's skills (see
// jobScoresSql); the page's jobs are then read in full, and their match details in one more query, and
// the training for their missing skills in one more.
import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { RecommendedJob, RecommendedJobs } from "@/lib/matching/contract";
import { RECOMMENDED_MAX, type RecommendedJobsQuery } from "@/lib/matching/recommended-schemas";
import { groupScoreSql, jobScoresSql } from "@/lib/matching/service/job-scores";
import { openJobSql } from "@/lib/job-search/service/lifecycle";
import { APPROVED_EMPLOYER } from "@/lib/job-search/service/search";
import { jobColumns, serializeJobRow, type JobSqlRow } from "@/lib/job-search/service/sql";
import { RECOMMENDED_MIN_SCORE } from "@/lib/skills/rules/score";
import { matchesFor, matchOf } from "@/lib/skills/service/match";
import { withMissingTraining } from "@/lib/academy/service/missing-training";

type RecommendedRow = JobSqlRow & { saved: boolean; invited: boolean };

/** The best open jobs for the candidate (see the rules above); `limit` 1 to 20 (default 20). */
export async function recommendedJobs(user: SessionUser, { limit = RECOMMENDED_MAX }: Partial<RecommendedJobsQuery> = {}): Promise<RecommendedJobs> {
  if (user.role !== "Candidate") throw forbidden();
  // A score is at most 100 (the candidate's weights are part of the job's): the upper bound only makes
  // the condition a range, which Postgres estimates as few rows (see jobScoresSql).
  const goodEnough = Prisma.sql`${groupScoreSql} BETWEEN ${RECOMMENDED_MIN_SCORE}::int AND 100`;
  const rows = await db.$queryRaw<RecommendedRow[]>`
    SELECT ${jobColumns},
           EXISTS (SELECT 1 FROM "SavedJob" sj WHERE sj."jobId" = j."id" AND sj."userId" = ${user.id}) AS "saved",
           EXISTS (SELECT 1 FROM "JobInvitation" ji WHERE ji."jobId" = j."id" AND ji."candidateId" = ${user.id}) AS "invited"
    FROM (
      SELECT s."jobId", s."score", s."verified", j."createdAt"
      FROM (${jobScoresSql(user.id, goodEnough)}) s
      JOIN "Job" j ON j."id" = s."jobId"
      WHERE ${openJobSql()} AND ${APPROVED_EMPLOYER}
        AND NOT EXISTS (SELECT 1 FROM "Application" a WHERE a."candidateId" = ${user.id} AND a."jobId" = j."id")
      ORDER BY s."score" DESC NULLS LAST, s."verified" DESC, j."createdAt" DESC, j."id" DESC
      LIMIT ${limit}
    ) p
    JOIN "Job" j ON j."id" = p."jobId" JOIN "Employer" e ON e."id" = j."employerId"
    ORDER BY p."score" DESC NULLS LAST, p."verified" DESC, p."createdAt" DESC, p."jobId" DESC`;

  // Each missing skill names the next batch teaching it (one more query for the whole list).
  const matches = await withMissingTraining(await matchesFor(rows.map((row) => ({ jobId: row.id, candidateId: user.id }))));
  const jobs: RecommendedJob[] = [];
  for (const row of rows) {
    // Absent only if the job's skills were removed between the two reads: then it is no recommendation.
    const match = matchOf(matches, { jobId: row.id, candidateId: user.id });
    if (!match) continue;
    const job = serializeJobRow(row, { applied: false, saved: row.saved, invited: row.invited, match });
    jobs.push({ ...job, match });
  }
  return { jobs };
}
