// How a candidate's skill reads (decisions.md section 14), browser-safe: the level's word and where
// the skill came from, the same on the profile editor and wherever else a candidate's skills show.
import type { CandidateSkillJson } from "@/lib/skills/contract";

/** Level 1-5 in words: the select's options and the verified rows' text. */
export const LEVEL_WORDS = { 1: "Beginner", 2: "Elementary", 3: "Intermediate", 4: "Advanced", 5: "Expert" } as const;
export type SkillLevel = keyof typeof LEVEL_WORDS;
export const SKILL_LEVELS = [1, 2, 3, 4, 5] as const satisfies readonly SkillLevel[];

/** The level a skill the candidate adds starts at; they change it at once if it is wrong. */
export const DEFAULT_SKILL_LEVEL: SkillLevel = 3;

export const levelWord = (level: number) => LEVEL_WORDS[level as SkillLevel] ?? String(level);

/** Where the skill came from, in words: "Added by you", "From your resume", "Verified by certificate TB-123". */
export function sourceWords(skill: Pick<CandidateSkillJson, "source" | "certificateCode">): string {
  if (skill.source === "verified") return skill.certificateCode ? `Verified by certificate ${skill.certificateCode}` : "Verified by certificate";
  return skill.source === "resume" ? "From your resume" : "Added by you";
}

/**
 * A key for the editor from the saved skills: a page reloaded with other skills (router.refresh after
 * the resume's skills were accepted) remounts the editor with them instead of keeping its own state.
 */
export function candidateSkillsKey(skills: readonly CandidateSkillJson[], discoverable: boolean): string {
  return `${discoverable}|${skills.map((s) => `${s.skillId}:${s.level}:${s.source}`).join(",")}`;
}
