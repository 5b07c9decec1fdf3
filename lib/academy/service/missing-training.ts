// Missing skills lead to training (decisions.md section 15): a missing skill of a candidate's match
// names the next batch that teaches it. "Next" is the earliest batch still open to enrolment: not
// cancelled and starting today or later in India time (enrolment is open until the end of the start
// date); a full batch counts, since enrolling there waitlists. Read for a whole page of matches in one
// query; the matching services call it, so this module imports nothing of theirs.
import "server-only";
import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import type { MatchJson, MissingTrainingJson } from "@/lib/skills/contract";

/** The next open batch teaching each named skill (Skill.name is unique): skill name -> training. */
export async function nextBatchesTeaching(skillNames: Iterable<string>, now: Date = new Date()): Promise<Map<string, MissingTrainingJson>> {
  const names = [...new Set(skillNames)];
  const result = new Map<string, MissingTrainingJson>();
  if (names.length === 0) return result;
  const today = formatIndiaDay(now);
  const rows = await db.$queryRaw<{ skill: string; batchId: string; programme: string; programmeSlug: string; startDate: string }[]>`
    SELECT DISTINCT ON (s."name") s."name" AS "skill", b."id" AS "batchId", p."title" AS "programme", p."slug" AS "programmeSlug",
           to_char(b."startDate", 'YYYY-MM-DD') AS "startDate"
    FROM "Skill" s
    JOIN "ProgrammeSkill" ps ON ps."skillId" = s."id"
    JOIN "Programme" p ON p."id" = ps."programmeId"
    JOIN "Batch" b ON b."programmeId" = ps."programmeId" AND b."cancelledAt" IS NULL AND b."startDate" >= ${today}::date
    WHERE s."name" = ANY(${names}::text[])
    ORDER BY s."name", b."startDate", b."id"`;
  for (const row of rows) result.set(row.skill, row);
  return result;
}

/**
 * The same matches, each with `missingTraining` (in the order of `missing`; a skill no open batch
 * teaches is left out, and a match with none to offer has no `missingTraining`): one query for all.
 */
export async function withMissingTraining<K>(matches: Map<K, MatchJson>, now: Date = new Date()): Promise<Map<K, MatchJson>> {
  const training = await nextBatchesTeaching(
    [...matches.values()].flatMap((match) => match.missing),
    now,
  );
  const result = new Map<K, MatchJson>();
  for (const [key, match] of matches) {
    const missingTraining = match.missing.flatMap((skill) => training.get(skill) ?? []);
    result.set(key, missingTraining.length > 0 ? { ...match, missingTraining } : match);
  }
  return result;
}
