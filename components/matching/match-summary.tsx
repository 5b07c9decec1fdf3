import { Check } from "lucide-react";
import type { JobSkillJson, MatchJson } from "@/lib/skills/contract";
import { describeMatch } from "@/lib/skills/rules/score";
import { MissingTraining } from "@/components/matching/missing-training";
import { MatchScoreLine } from "@/components/ui/match-score-line";

/**
 * How well the candidate meets a job: the score ("86% match"), the match in words ("You have 4 of 5
 * required skills; missing: Docker") and how many matched skills a certificate proves. Meaning is in
 * the words, never in colour alone. A missing skill our academy teaches links to its next batch; how the
 * job fits the person beside the skills (`fit`: experience, salary, place) follows in words.
 */
export function MatchSummary({ match, skills }: { match: MatchJson; skills: readonly JobSkillJson[] }) {
  return (
    <div className="mb-2 space-y-1 text-sm sm:mb-3">
      <MatchScoreLine score={match.score} verified={match.verified.length} />
      <p className="text-slate-700">{describeMatch(match, skills)}</p>
      {match.fit && match.fit.length > 0 ? (
        <ul aria-label="How this job fits you" className="flex flex-wrap gap-x-3 gap-y-1 text-slate-700">
          {match.fit.map((words) => (
            <li key={words} className="inline-flex items-center gap-1">
              <Check aria-hidden="true" className="size-3.5 text-emerald-700" />
              {words}
            </li>
          ))}
        </ul>
      ) : null}
      <MissingTraining training={match.missingTraining} />
    </div>
  );
}
