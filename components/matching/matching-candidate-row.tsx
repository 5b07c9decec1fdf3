"use client";

import { Check, GraduationCap } from "lucide-react";
import type { MatchingCandidate } from "@/lib/matching/contract/candidates";
import { VerifiedSkillMark } from "@/components/ui/verified-skill-mark";

export const SPONSORED_GRADUATE_TEXT = "Trained with your sponsorship";

/** "4 years experience", "1 year experience"; nothing when not given. */
function experienceText(years: number | null): string | null {
  if (years === null) return null;
  return `${years} ${years === 1 ? "year" : "years"} experience`;
}

/** The matched skills, a verified one marked "Verified by TalentBridge" (words and icon, never colour alone). */
function MatchedSkills({ matched, verified }: { matched: string[]; verified: string[] }) {
  if (matched.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-medium text-slate-900">Has:</span>
      <ul aria-label="Matched skills" className="flex flex-wrap gap-1.5">
        {matched.map((name) => {
          const isVerified = verified.includes(name);
          return (
            <li
              key={name}
              className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300 ring-inset"
            >
              {isVerified ? null : <Check aria-hidden="true" className="size-3.5" />}
              {name}
              {isVerified ? (
                <>
                  {" "}
                  <VerifiedSkillMark />
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * One matching candidate: name, city, experience, the score ("82% match"), "Trained with your
 * sponsorship" for a graduate of a batch this employer sponsored, the skills they have (verified ones
 * marked) and those they lack, and "Invite to apply" (or "Invited" once done). Never a
 * contact detail: the candidate has not applied.
 */
export function MatchingCandidateRow({
  candidate,
  canInvite,
  onInvite,
}: {
  candidate: MatchingCandidate;
  /** False for a closed job: nobody can be invited to it. */
  canInvite: boolean;
  onInvite: () => void;
}) {
  const { name, city, workExperience, match, invited, sponsoredGraduate } = candidate;
  const facts = [city, experienceText(workExperience)].filter((fact): fact is string => Boolean(fact));
  return (
    <li className="flex flex-wrap items-start gap-4 p-4">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{name}</span>
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 ring-inset">
            {match.score}% match
          </span>
          {sponsoredGraduate ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
              <GraduationCap aria-hidden="true" className="size-3.5" />
              {SPONSORED_GRADUATE_TEXT}
            </span>
          ) : null}
        </p>
        {facts.length > 0 ? <p className="text-sm text-slate-600">{facts.join(" · ")}</p> : null}
        <MatchedSkills matched={match.matched} verified={match.verified} />
        {match.missing.length > 0 ? (
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-900">Missing:</span> {match.missing.join(", ")}
          </p>
        ) : null}
      </div>
      <div className="flex items-center">
        {invited ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">
            <Check aria-hidden="true" className="size-4" />
            Invited
          </span>
        ) : canInvite ? (
          <button type="button" className="btn-outline px-4 py-2" aria-haspopup="dialog" onClick={onInvite}>
            Invite to apply<span className="sr-only"> {name}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
