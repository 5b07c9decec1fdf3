import { BadgeCheck } from "lucide-react";

/**
 * The first line of a match, for the candidate and for the desk alike: the score ("86% match") and how
 * many matched skills a certificate proves. Meaning is in the words, never in colour alone.
 */
export function MatchScoreLine({ score, verified }: { score: number; verified: number }) {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">{score}% match</span>
      {verified > 0 ? (
        <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-900">
          <BadgeCheck aria-hidden="true" className="size-3.5" />
          {verified} verified {verified === 1 ? "skill" : "skills"}
        </span>
      ) : null}
    </p>
  );
}
