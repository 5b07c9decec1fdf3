// The match score in SQL and the match details of a page of (job, candidate) pairs. Ranking runs in the
// database over the skill links (JobSkill by skill, CandidateSkill by skill); the details (names of
// matched, missing and verified skills) are read for the page's pairs only, in one query.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MatchJson } from "@/lib/skills/contract";
import { matchFrom, REQUIRED_WEIGHT, OPTIONAL_WEIGHT, type MatchLine } from "@/lib/skills/rules/score";

/** SQL: a job skill row's weight (`js` = "JobSkill"). */
export const skillWeightSql = Prisma.sql`CASE WHEN js."required" THEN ${REQUIRED_WEIGHT}::int ELSE ${OPTIONAL_WEIGHT}::int END`;

/**
 * SQL: the score from the weights the candidate has (`have`) and the job's total (`total`, Job.skillWeight):
 * round(100 x have / total), rounding halves up as Math.round does for these positive values; NULL when
 * total is 0. In whole numbers, floor(100h/T + 1/2) = (200h + T) div 2T: numeric division cost about
 * twice as much where a common skill's tens of thousands of jobs are scored (recommended jobs, sort=match).
 */
export function matchScoreSql(have: Prisma.Sql, total: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`((200 * (${have})::int + (${total})::int) / NULLIF(2 * (${total})::int, 0))`;
}

export type MatchPair = { jobId: string; candidateId: string };

const pairKey = (p: MatchPair) => `${p.jobId}\u0000${p.candidateId}`;

/**
 * The match of each pair (a job without skills: absent from the map). One query for all pairs; the
 * job's skills come required first, then by name, so `missing` lists the required ones first.
 */
export async function matchesFor(pairs: readonly MatchPair[]): Promise<Map<string, MatchJson>> {
  const result = new Map<string, MatchJson>();
  if (pairs.length === 0) return result;
  const rows = await db.$queryRaw<{ jobId: string; candidateId: string; name: string; required: boolean; has: boolean; verified: boolean }[]>`
    SELECT p."jobId", p."candidateId", s."name", js."required",
           cs."userId" IS NOT NULL AS "has", COALESCE(cs."source" = 'verified', false) AS "verified"
    FROM unnest(${pairs.map((p) => p.jobId)}::text[], ${pairs.map((p) => p.candidateId)}::text[]) AS p("jobId", "candidateId")
    JOIN "JobSkill" js ON js."jobId" = p."jobId"
    JOIN "Skill" s ON s."id" = js."skillId"
    LEFT JOIN "CandidateSkill" cs ON cs."userId" = p."candidateId" AND cs."skillId" = js."skillId"
    ORDER BY p."jobId", p."candidateId", js."required" DESC, s."name"`;
  const lines = new Map<string, MatchLine[]>();
  for (const row of rows) {
    const key = pairKey(row);
    const list = lines.get(key) ?? [];
    list.push({ name: row.name, required: row.required, has: row.has, verified: row.verified });
    lines.set(key, list);
  }
  for (const [key, list] of lines) {
    const match = matchFrom(list);
    if (match) result.set(key, match);
  }
  return result;
}

/** The pair's match from `matchesFor`'s map. */
export const matchOf = (matches: Map<string, MatchJson>, pair: MatchPair) => matches.get(pairKey(pair));
