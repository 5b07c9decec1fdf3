// Missing skills lead to training (decisions.md section 15): a missing skill of a candidate's match
// names the next batch that teaches it. "Next" is the earliest batch still open to enrolment: not
// cancelled and starting today or later in India time (enrolment is open until the end of the start
// date); a full batch counts, since enrolling there waitlists. Read for a whole page of matches in one
// query; the matching services call it, so this module imports nothing of theirs.
import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatIndiaDay } from "@/lib/format/date";
import type { MatchJson, MissingTrainingJson } from "@/lib/skills/contract";

/** The next open batch teaching each named skill (Skill.name is unique): skill name -> training. */
export async function nextBatchesTeaching(skillNames: Iterable<string>, now: Date = new Date()): Promise<Map<string, MissingTrainingJson>> {
  const names = [...new Set(skillNames)];
  const result = new Map<string, MissingTrainingJson>();
  if (names.length === 0) return result;
  const rows = await db.$queryRaw<{ skill: string; training: Omit<MissingTrainingJson, "skill"> | null }[]>`
    SELECT s."name" AS "skill", ${nextBatchJsonSql(Prisma.sql`s."id"`, now)} AS "training"
    FROM "Skill" s WHERE s."name" = ANY(${names}::text[])`;
  for (const row of rows) if (row.training) result.set(row.skill, { skill: row.skill, ...row.training });
  return result;
}

/**
 * SQL: the next open batch teaching the skill `skillId` (an expression of the outer query) as json
 * ({batchId, programme, programmeSlug, startDate}), or null. Also read inside a page's own query
 * (recommended jobs' match lines), which spares that page the round trip of nextBatchesTeaching.
 */
export const nextBatchJsonSql = (skillId: Prisma.Sql, now: Date) => Prisma.sql`(
  SELECT json_build_object('batchId', b."id", 'programme', p."title", 'programmeSlug', p."slug",
                           'startDate', to_char(b."startDate", 'YYYY-MM-DD'))
  FROM "ProgrammeSkill" ps
  JOIN "Programme" p ON p."id" = ps."programmeId"
  JOIN "Batch" b ON b."programmeId" = ps."programmeId" AND b."cancelledAt" IS NULL AND b."startDate" >= ${formatIndiaDay(now)}::date
  WHERE ps."skillId" = ${skillId}
  ORDER BY b."startDate", b."id" LIMIT 1)`;

/**
 * The same matches, each with `missingTraining` (in the order of `missing`; a skill no open batch
 * teaches is left out, and a match with none to offer has no `missingTraining`): one query for all.
 */
export async function withMissingTraining<K>(matches: Map<K, MatchJson>, now: Date = new Date()): Promise<Map<K, MatchJson>> {
  const training = await nextBatchesTeaching(
    [...matches.values()].flatMap((match) => match.missing),
    now,
  );
  return withTraining(matches, training);
}

/** The same matches, each with `missingTraining` from `training` (skill name -> its next batch). */
export function withTraining<K>(matches: Map<K, MatchJson>, training: ReadonlyMap<string, MissingTrainingJson>): Map<K, MatchJson> {
  const result = new Map<K, MatchJson>();
  for (const [key, match] of matches) {
    const missingTraining = match.missing.flatMap((skill) => training.get(skill) ?? []);
    result.set(key, missingTraining.length > 0 ? { ...match, missingTraining } : match);
  }
  return result;
}
