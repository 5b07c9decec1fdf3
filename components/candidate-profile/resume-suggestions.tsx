"use client";

import { useId } from "react";
import { Check, Sparkles } from "lucide-react";
import { type FillEntry, KEEP_GOING, type ResumeReading } from "@/components/candidate-profile/resume-prefill";
import { type Proposal, type ProposedField, proposalsOf } from "@/components/candidate-profile/resume-proposals";
import { ResumeSkills } from "@/components/candidate-profile/resume-skills";
import type { ProfileFormValues } from "@/lib/candidate-profile/schemas/steps";
import { STEP_TITLES } from "@/lib/candidate-profile/schemas/steps";
import type { CandidateSkillJson } from "@/lib/skills/contract";

// What the chosen résumé proposes, set against what the profile holds (docs/decisions/0051): empty
// fields may be filled (one by one or all at once: "Fill 3 empty fields from the résumé"); a value the
// person already gave is shown beside the résumé's and changes only when they pick "Use résumé's".
// The login e-mail is shown for information only; skills: resume-skills.tsx.

export type ResumeSuggestionsProps = {
  reading: ResumeReading;
  /** The wizard's form as it is now (all four steps). */
  values: ProfileFormValues;
  /** Fields the résumé filled (not edited since). */
  filled: ReadonlySet<ProposedField>;
  /** The institute verified the course and passing year: never proposed. */
  academicsLocked?: boolean;
  /** The skills on the profile: a proposal never touches one of them. */
  skillsOnProfile: readonly CandidateSkillJson[];
  /** Puts résumé values into fields that are empty (nothing is saved until the step is). */
  onFill: (entries: FillEntry[]) => void;
  /** The person picked the résumé's value over theirs. */
  onReplace: (field: ProposedField, value: string) => void;
  onDismiss: () => void;
};

const box = "rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700";
const pill = "rounded-full border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-100";

export function ResumeSuggestions(props: ResumeSuggestionsProps) {
  const { reading } = props;
  if (reading.status === "idle") return null;
  if (reading.status === "reading") {
    return (
      <p role="status" className={box}>
        Reading your résumé for suggestions…
      </p>
    );
  }
  if (reading.status === "failed") {
    return (
      <p role="status" className={box}>
        {reading.message}
      </p>
    );
  }
  // A new reading starts afresh (the skills' own notes included).
  return <Proposals key={reading.id} {...props} fields={reading.fields} />;
}

function Proposals({ fields, values, filled, academicsLocked, skillsOnProfile, onFill, onReplace, onDismiss }: ResumeSuggestionsProps & { fields: Extract<ResumeReading, { status: "found" }>["fields"] }) {
  const headingId = useId();
  const proposals = proposalsOf(fields, values, academicsLocked);
  const empty = proposals.filter((p) => p.state === "empty");
  const skills = fields.skills ?? [];
  const otherEmail = fields.email && fields.email !== values.email.toLowerCase() ? fields.email : null;
  const nothing = proposals.length === 0 && skills.length === 0 && !otherEmail;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-200 bg-brand-50/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Sparkles aria-hidden="true" className="size-4 text-brand-700" />
          We found these in your résumé
        </h3>
        <button type="button" className="text-sm font-semibold text-slate-600 underline underline-offset-4" onClick={onDismiss}>
          Hide suggestions
        </button>
      </div>
      {nothing ? (
        <p className="mt-2 text-sm text-slate-700">Nothing we could suggest this time. {KEEP_GOING}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-700">
            Nothing changes until you choose. Empty fields can be filled from the résumé; where you already gave a value, yours
            stays unless you pick the résumé&apos;s. Filled values are saved with their step; check them before you move on.
          </p>
          {empty.length > 0 ? (
            <div className="mt-3">
              <button type="button" className="btn-outline" onClick={() => onFill(empty.map(({ field, value }) => ({ field, value })))}>
                Fill {empty.length} empty {empty.length === 1 ? "field" : "fields"} from the résumé
              </button>
            </div>
          ) : null}
          {otherEmail ? (
            <p className="mt-3 text-sm text-slate-700">
              E-mail in your résumé: <span className="font-medium text-slate-900">{otherEmail}</span>. Your login e-mail is not
              changed here.
            </p>
          ) : null}
          {proposals.length > 0 ? (
            <ul aria-label="Values from your résumé" className="mt-3 divide-y divide-brand-100">
              {proposals.map((p) => (
                <ProposalRow key={p.field} proposal={p} filled={filled.has(p.field)} onFill={onFill} onReplace={onReplace} />
              ))}
            </ul>
          ) : null}
          <ResumeSkills found={skills} onProfile={skillsOnProfile} />
        </>
      )}
    </section>
  );
}

function Done({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-green-800">
      <Check aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

function ProposalRow({ proposal: p, filled, onFill, onReplace }: { proposal: Proposal; filled: boolean } & Pick<ResumeSuggestionsProps, "onFill" | "onReplace">) {
  const where = <span className="font-normal text-slate-600">({STEP_TITLES[p.step]})</span>;
  const side = (term: string, value: string, dash: string) => (
    <div className="min-w-0">
      <dt className="inline text-slate-600">
        {dash ? <span aria-hidden="true">{dash}</span> : null}
        {term}:{" "}
      </dt>
      <dd className="inline break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
  let action;
  if (filled && p.state === "same") action = <Done>Filled from your résumé</Done>;
  else if (p.state === "same") action = <span className="text-sm text-slate-600">Already on your profile</span>;
  else if (p.state === "locked") action = <span className="text-sm text-slate-600">Verified by your institute: not changed</span>;
  else if (p.state === "empty") {
    action = (
      <button type="button" className={pill} aria-label={`Fill ${p.label} from the résumé`} onClick={() => onFill([{ field: p.field, value: p.value }])}>
        Fill in
      </button>
    );
  } else {
    action = (
      <button type="button" className={pill} aria-label={`Use résumé's ${p.label}`} onClick={() => onReplace(p.field, p.value)}>
        Use résumé&apos;s
      </button>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-slate-800">
          {p.label} {where}
        </p>
        {p.state === "differs" ? (
          // Side by side: theirs first, kept unless they pick the résumé's.
          <dl className="flex flex-wrap gap-x-2">
            {side("On your profile", p.shownCurrent, "")}
            {side("In your résumé", p.shownValue, "— ")}
          </dl>
        ) : (
          <p className="break-words text-slate-900">{p.shownValue}</p>
        )}
      </div>
      {action}
    </li>
  );
}
