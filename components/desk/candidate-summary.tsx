import type { CompanySubmittal } from "@/lib/desk/contract/common";
import { experienceText } from "@/lib/desk/rules/submittals";
import { VerifiedSkillMark } from "@/components/ui/verified-skill-mark";

type Summary = CompanySubmittal["candidate"];

/**
 * A candidate put forward by TalentBridge as the company sees them before accepting: city, experience
 * and skills as chips (no e-mail, phone, address or documents), then the recruiter's pitch.
 */
export function CandidateSummary({ candidate, pitch, recruiter }: { candidate: Summary; pitch: string; recruiter: string }) {
  const facts = [candidate.city, experienceText(candidate.workExperience)].filter((fact): fact is string => Boolean(fact));
  return (
    <div className="space-y-3">
      {facts.length > 0 ? <p className="text-sm text-slate-700">{facts.join(" · ")}</p> : null}
      {candidate.skills.length > 0 ? (
        <ul aria-label={`Skills of ${candidate.name}`} className="flex flex-wrap gap-2">
          {candidate.skills.map((skill) => (
            <li key={skill.name} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-800">
              {skill.name}
              <span className="text-slate-600">· level {skill.level}</span>
              {skill.verified ? <VerifiedSkillMark /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <figure>
        <figcaption className="text-sm font-semibold text-slate-800">Pitch by {recruiter}</figcaption>
        <blockquote className="mt-1 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700">{pitch}</blockquote>
      </figure>
    </div>
  );
}
