import type { JobSkillJson, MatchJson } from "@/lib/skills/contract";
import { describeMatchOfCandidate } from "@/lib/skills/rules/score";
import { MatchScoreLine } from "@/components/ui/match-score-line";

/**
 * A candidate's match against the chosen job as the desk reads it (decisions.md section 20): the score,
 * how many matched skills a certificate proves, and the words in the third person ("Has 4 of 5 required
 * skills; lacks required: Docker; lacks nice to have: Figma"). Meaning is in the words, never in colour.
 */
export function DeskMatchSummary({ match, skills }: { match: MatchJson; skills: readonly JobSkillJson[] }) {
  return (
    <div className="mb-2 space-y-1 text-sm sm:mb-3">
      <MatchScoreLine score={match.score} verified={match.verified.length} />
      <p className="text-slate-700">{describeMatchOfCandidate(match, skills)}</p>
    </div>
  );
}
