// Skills for matching tests: a private set of catalogue rows per call (unique ids and names, so tests
// sharing a file's database never match each other's jobs), and the links of jobs and candidates.
// Job.skillWeight and JobSkill.jobWeight are kept by the database's triggers, as for every posting.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { SkillSourceName } from "@/lib/skills/contract";

/** Catalogue rows for `names`, with test-only ids; answers name -> { id, name } (the stored name). */
export async function createSkills<N extends string>(...names: N[]): Promise<Record<N, { id: string; name: string }>> {
  const token = randomBytes(4).toString("hex");
  const skills = Object.fromEntries(names.map((name) => [name, { id: `t-${token}-${name.toLowerCase()}`, name: `${name} ${token}` }])) as Record<
    N,
    { id: string; name: string }
  >;
  await db.skill.createMany({ data: names.map((name) => ({ ...skills[name], category: "Test", keys: [] })) });
  return skills;
}

/** The job's skills: [skillId, required]. */
export async function giveJobSkills(jobId: string, skills: [string, boolean][]) {
  await db.jobSkill.createMany({ data: skills.map(([skillId, required]) => ({ jobId, skillId, required })) });
}

/** The candidate's skills: [skillId, source] (level 3). */
export async function giveCandidateSkills(userId: string, skills: [string, SkillSourceName][]) {
  await db.candidateSkill.createMany({ data: skills.map(([skillId, source]) => ({ userId, skillId, level: 3, source })) });
}
