// The candidate's side of matching in SQL (decisions.md section 14): every job sharing a skill with the
// candidate, with its score, found from the candidate's few skills rather than from the jobs. Used by
// recommended jobs and by get-jobs' sort=match.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
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
export function jobScoresSql(candidateId: string, having: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    SELECT js."jobId", ${groupScoreSql} AS "score", (COUNT(*) FILTER (WHERE cs."source" = 'verified'))::int AS "verified"
    FROM "CandidateSkill" cs JOIN "JobSkill" js ON js."skillId" = cs."skillId"
    WHERE cs."userId" = ${candidateId}
    GROUP BY js."jobId"
    HAVING ${having}
    ORDER BY ${SCORE_ORDER}`;
}
