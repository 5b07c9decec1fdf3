// The match of a row in the row's own query (recommended jobs, matching candidates): the job's skills,
// each marked with whether the candidate has it and whether verified, in matchesFor's order (required
// first, then by name), turned into the match by matchFrom, the one formula. It spares the page a second
// query; the skill names and the candidate's skills are read by key, never by a scan of the catalogue.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { MatchJson, MissingTrainingJson } from "@/lib/skills/contract";
import { nextBatchJsonSql } from "@/lib/academy/service/missing-training";
import { matchFrom, type MatchLine } from "@/lib/skills/rules/score";

/** A line as the SQL gives it: with `trainingAt`, a missing skill's next batch (null when none teaches it). */
export type MatchLineRow = MatchLine & { training?: Omit<MissingTrainingJson, "skill"> | null };

/**
 * SQL: a json array of MatchLine for the job and the candidate (expressions of the outer query). With
 * `trainingAt`, each missing skill's line also names its next open batch (missing-training.ts's rule).
 */
export const matchLinesSql = (jobId: Prisma.Sql, candidateId: Prisma.Sql, { trainingAt }: { trainingAt?: Date } = {}) => Prisma.sql`(
  SELECT json_agg(json_build_object('name', x."name", 'required', x."required", 'has', x."source" IS NOT NULL,
                                    'verified', COALESCE(x."source" = 'verified', false)
                                    ${trainingAt ? Prisma.sql`, 'training', CASE WHEN x."source" IS NULL THEN ${nextBatchJsonSql(Prisma.sql`x."skillId"`, trainingAt)} END` : Prisma.empty})
                  ORDER BY x."required" DESC, x."name")
  FROM (
    SELECT js."skillId", js."required", (SELECT s."name" FROM "Skill" s WHERE s."id" = js."skillId") AS "name",
           (SELECT cs."source" FROM "CandidateSkill" cs WHERE cs."userId" = ${candidateId} AND cs."skillId" = js."skillId") AS "source"
    FROM "JobSkill" js WHERE js."jobId" = ${jobId}
    -- Kept whole (OFFSET 0): flattened, each use of "source" and "name" above would run its look-up again.
    OFFSET 0
  ) x)`;

/** The next batches the rows' lines name (read with `trainingAt`): skill name -> training. */
export function trainingOf(rows: readonly { lines: MatchLineRow[] | null }[]): Map<string, MissingTrainingJson> {
  const training = new Map<string, MissingTrainingJson>();
  for (const line of rows.flatMap((row) => row.lines ?? [])) if (line.training) training.set(line.name, { skill: line.name, ...line.training });
  return training;
}

/** The rows' matches by `key`; a row whose job has no skills (removed since the ranking read) has none. */
export function matchesOf<T extends { lines: MatchLine[] | null }>(rows: readonly T[], key: (row: T) => string): Map<string, MatchJson> {
  const matches = new Map<string, MatchJson>();
  for (const row of rows) {
    const match = row.lines ? matchFrom(row.lines) : null;
    if (match) matches.set(key(row), match);
  }
  return matches;
}
