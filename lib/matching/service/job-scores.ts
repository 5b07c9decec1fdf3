// Matching's scores in SQL (decisions.md section 14), both ways: every job sharing a skill with a
// candidate, found from the candidate's few skills rather than from the jobs (recommended jobs, get-jobs'
// sort=match), and every discoverable candidate sharing a skill with a job (matching candidates). The
// live queries and the top lists' task (lib/matching/service/top-lists) build on these, so the precomputed
// lists rank exactly as the live answers do.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { RECOMMENDED_MIN_SCORE } from "@/lib/skills/rules/score";
import { matchScoreSql, skillWeightSql } from "@/lib/skills/service/match";

/** SQL: a job's score for the candidate, over the rows of one group of `jobScoresSql` (js = JobSkill). */
export const groupScoreSql = matchScoreSql(
  Prisma.sql`SUM(${skillWeightSql})`,
  // Every link of a job carries the same copy of Job.skillWeight: the score needs no job row.
  Prisma.sql`MIN(js."jobWeight")`,
);

/** The order of `jobScoresSql`'s rows, which its callers repeat (then newest first) to rank jobs. */
export const SCORE_ORDER = Prisma.sql`"score" DESC NULLS LAST, "verified" DESC`;

/**
 * SQL: rows ("jobId", "score", "verified") of the jobs sharing at least one skill with the candidate,
 * kept by `having` (a condition on the group: `groupScoreSql`, COUNT(*)), best first. One index-only
 * walk of JobSkill_skillId_jobId_required_jobWeight_idx per candidate skill; no job row is read.
 *
 * Write `having` as a range (`x BETWEEN a AND b`), never a lone bound: Postgres cannot estimate a
 * condition on an aggregate and takes a range as 0.5 % of the groups, a lone bound as a third. With the
 * small estimate the caller's join reads job rows lazily, by id, in this order, until its page is full
 * (an incremental sort adds the newest-first tie-break); with a third of a common skill's tens of
 * thousands of jobs it hashes every open job instead, or hands the plan to JIT, both several times slower.
 */
export function jobScoresSql(candidateId: string | Prisma.Sql, having: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT js."jobId", ${groupScoreSql} AS "score", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
    FROM "CandidateSkill" cs JOIN "JobSkill" js ON js."skillId" = cs."skillId"
    WHERE cs."userId" = ${candidateId}
    GROUP BY js."jobId"
    HAVING ${having}
    ORDER BY ${SCORE_ORDER}`;
}

/**
 * `jobScoresSql`'s condition for recommended jobs: at least RECOMMENDED_MIN_SCORE. A score is at most 100
 * (the candidate's weights are part of the job's): the upper bound only makes the condition a range.
 */
export const recommendableSql = Prisma.sql`${groupScoreSql} BETWEEN ${RECOMMENDED_MIN_SCORE}::int AND 100`;

/**
 * SQL: rows ("userId", "have", "verified") of the discoverable candidates sharing at least one skill with
 * the job: for each of its skills an index-only walk of the discoverable part of
 * CandidateSkill_skillId_discoverable_userId_source_idx (CandidateSkill.discoverable, kept by triggers,
 * says the profile is discoverable and the account stays). `have` is the weights they have.
 */
export function candidateMatchesSql(jobId: string | Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT cs."userId", SUM(${skillWeightSql})::int AS "have", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
    FROM "JobSkill" js JOIN "CandidateSkill" cs ON cs."skillId" = js."skillId" AND cs."discoverable"
    WHERE js."jobId" = ${jobId}
    GROUP BY cs."userId"`;
}
