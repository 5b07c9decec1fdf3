// The skills an applicant row shows (issue 30): the candidate's top skills and how they match the job,
// read for a whole page of applicants at once (one query each, never one per row).
import "server-only";
import { db } from "@/lib/db";
import type { MatchJson } from "@/lib/skills/contract";
import { matchesFor, matchOf } from "@/lib/skills/service/match";

/** How many skill names a row shows. */
export const TOP_SKILLS_SHOWN = 3;

export type ApplicantSkills = { topSkills: string[]; verifiedTopSkills: string[]; match?: MatchJson };

/**
 * Each candidate's top skills (verified first, then by level, then by name so the pick is stable), which
 * of them are verified, and,
 * when the job has skills, their match: candidateId -> skills. Candidates without skills get [].
 */
export async function applicantSkills(jobId: string, candidateIds: readonly string[], jobHasSkills: boolean): Promise<Map<string, ApplicantSkills>> {
  const result = new Map<string, ApplicantSkills>();
  if (candidateIds.length === 0) return result;
  const ids = [...new Set(candidateIds)];
  const [rows, matches] = await Promise.all([
    db.$queryRaw<{ userId: string; name: string; verified: boolean }[]>`
      SELECT t."userId", t."name", t."verified"
      FROM (
        SELECT cs."userId", s."name", cs."source" = 'verified' AS "verified",
               row_number() OVER (PARTITION BY cs."userId" ORDER BY (cs."source" = 'verified') DESC, cs."level" DESC, s."name") AS "rank"
        FROM "CandidateSkill" cs JOIN "Skill" s ON s."id" = cs."skillId"
        WHERE cs."userId" = ANY(${ids}::text[])
      ) t
      WHERE t."rank" <= ${TOP_SKILLS_SHOWN}
      ORDER BY t."userId", t."rank"`,
    jobHasSkills ? matchesFor(ids.map((candidateId) => ({ jobId, candidateId }))) : Promise.resolve(new Map<string, MatchJson>()),
  ]);
  for (const id of ids) {
    const match = matchOf(matches, { jobId, candidateId: id });
    result.set(id, match ? { topSkills: [], verifiedTopSkills: [], match } : { topSkills: [], verifiedTopSkills: [] });
  }
  for (const row of rows) {
    const skills = result.get(row.userId);
    skills?.topSkills.push(row.name);
    if (row.verified) skills?.verifiedTopSkills.push(row.name);
  }
  return result;
}
