import { BadgeCheck } from "lucide-react";
import type { JobSkillJson, MatchJson } from "@/lib/skills/contract";
import { describeMatchOfCandidate } from "@/lib/skills/rules/score";

/**
 * A candidate's match against the chosen job as the desk reads it (decisions.md section 20): the score,
 * how many matched skills a certificate proves, and the words in the third person ("Has 4 of 5 required
 * skills; lacks required: Docker; lacks nice to have: Figma"). Meaning is in the words, never in colour.
 */
export function DeskMatchSummary({ match, skills }: { match: MatchJson; skills: readonly JobSkillJson[] }) {
  const verified = match.verified.length;
  return (
    <div className="mb-2 space-y-1 text-sm sm:mb-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">{match.score}% match</span>
        {verified > 0 ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-900">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            {verified} verified {verified === 1 ? "skill" : "skills"}
          </span>
        ) : null}
      </p>
      <p className="text-slate-700">{describeMatchOfCandidate(match, skills)}</p>
    </div>
  );
}
