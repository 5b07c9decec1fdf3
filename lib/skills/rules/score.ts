// The match score (decisions.md section 14), browser-safe, the same everywhere: each job skill weighs 2
// when required, 1 otherwise; the score is round(100 x the weights the candidate has / all weights).
// SQL ranks with `matchScoreSql` (lib/skills/service/match.ts), which is this formula; a test holds them equal.
import type { MatchJson } from "@/lib/skills/contract";

export const REQUIRED_WEIGHT = 2;
export const OPTIONAL_WEIGHT = 1;

/** Recommended jobs show only jobs at least this good a match. */
export const RECOMMENDED_MIN_SCORE = 50;

export const skillWeight = (required: boolean) => (required ? REQUIRED_WEIGHT : OPTIONAL_WEIGHT);

/** The sum of a job's skill weights (Job.skillWeight): the score's denominator. */
export const totalSkillWeight = (skills: readonly { required: boolean }[]) => skills.reduce((sum, s) => sum + skillWeight(s.required), 0);

export type MatchLine = { name: string; required: boolean; has: boolean; verified: boolean };

/**
 * A match from the job's skills (required first, then by name) each marked with what the candidate has.
 * A job without skills has no score: null.
 */
export function matchFrom(lines: readonly MatchLine[]): MatchJson | null {
  const total = totalSkillWeight(lines);
  if (total === 0) return null;
  const have = totalSkillWeight(lines.filter((l) => l.has));
  return {
    score: Math.round((100 * have) / total),
    matched: lines.filter((l) => l.has).map((l) => l.name),
    missing: lines.filter((l) => !l.has).map((l) => l.name),
    verified: lines.filter((l) => l.has && l.verified).map((l) => l.name),
  };
}

/**
 * The match in words a candidate reads: "You have 4 of 5 required skills; missing: Docker". `skills`
 * are the job's (Job JSON `skills`); without required ones the count is of all its skills.
 */
export function describeMatch(match: MatchJson, skills: readonly { name: string; required: boolean }[]): string {
  const counted = skills.some((s) => s.required) ? skills.filter((s) => s.required) : skills;
  const have = counted.filter((s) => match.matched.includes(s.name)).length;
  const noun = counted === skills && !skills.some((s) => s.required) ? "skill" : "required skill";
  const sentence = `You have ${have} of ${counted.length} ${noun}${counted.length === 1 ? "" : "s"}`;
  return match.missing.length > 0 ? `${sentence}; missing: ${match.missing.join(", ")}` : sentence;
}

/**
 * The match in words the desk reads about a candidate (decisions.md section 20), in the third person:
 * "Has 4 of 5 required skills; lacks required: Docker; lacks nice to have: Figma". A nice-to-have skill
 * the candidate does not hold is said as such, never "missing". The candidate's own words: describeMatch.
 */
export function describeMatchOfCandidate(match: MatchJson, skills: readonly { name: string; required: boolean }[]): string {
  const anyRequired = skills.some((s) => s.required);
  const counted = anyRequired ? skills.filter((s) => s.required) : skills;
  const have = counted.filter((s) => match.matched.includes(s.name)).length;
  const noun = anyRequired ? "required skill" : "skill";
  const lacking = (required: boolean) => skills.filter((s) => s.required === required && match.missing.includes(s.name)).map((s) => s.name);
  const parts = [`Has ${have} of ${counted.length} ${noun}${counted.length === 1 ? "" : "s"}`];
  const required = lacking(true);
  const optional = lacking(false);
  if (required.length > 0) parts.push(`lacks required: ${required.join(", ")}`);
  if (optional.length > 0) parts.push(`lacks nice to have: ${optional.join(", ")}`);
  return parts.join("; ");
}
