import Link from "next/link";
import type { ReactNode } from "react";
import { GraduationCap } from "lucide-react";
import type { DeskCandidate } from "@/lib/desk/contract/common";
import { deskCandidatesHref, experienceText } from "@/lib/desk/rules/candidate-search";
import type { MatchJson } from "@/lib/skills/contract";
import { levelWord } from "@/lib/skills/rules/levels";
import { SubmitCandidateButton } from "@/components/desk/submit-candidate-button";
import { EmptyState } from "@/components/ui/empty-state";
import { VerifiedSkillMark } from "@/components/ui/verified-skill-mark";

export const TRAINEE_TEXT = "TalentBridge trainee";

type DeskCandidateResultsProps = {
  candidates: readonly DeskCandidate[];
  /** The job the search is for: each card then shows the match and "Submit to this job". */
  job: { id: string; post: string } | null;
  /** How a match reads (DeskMatchSummary, in the third person; handed in by the page: a slot). */
  renderMatch: (match: MatchJson) => ReactNode;
  /** The applied filters, for the pager's links. */
  query: Record<string, unknown>;
  page: number;
  hasNextPage: boolean;
};

/**
 * The candidate search's results: a card each with the name (to the profile), city, experience and
 * role, a trainee badge, the top skills (a verified one marked in words and icon), and with a job the
 * match and the submit control. Never a contact detail. Renders on the server (it takes a render slot).
 */
export function DeskCandidateResults({ candidates, job, renderMatch, query, page, hasNextPage }: DeskCandidateResultsProps) {
  if (candidates.length === 0) {
    return <EmptyState>{job ? "No candidate has any of this job's skills with these filters." : "No candidates match these filters."}</EmptyState>;
  }
  return (
    <>
      <ul aria-label="Candidates" className="space-y-4">
        {candidates.map((candidate) => (
          <CandidateCard key={candidate.id} candidate={candidate} job={job} renderMatch={renderMatch} />
        ))}
      </ul>
      <nav aria-label="Pagination" className="mt-6 flex items-center justify-between">
        {page > 1 ? (
          <Link href={deskCandidatesHref(query, page - 1)} className="btn-outline" rel="prev">
            Previous page
          </Link>
        ) : (
          <span />
        )}
        <span className="text-sm text-slate-700">Page {page}</span>
        {hasNextPage ? (
          <Link href={deskCandidatesHref(query, page + 1)} className="btn-outline" rel="next">
            Next page
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}

function CandidateCard({ candidate, job, renderMatch }: { candidate: DeskCandidate; job: DeskCandidateResultsProps["job"]; renderMatch: DeskCandidateResultsProps["renderMatch"] }) {
  const { id, name, city, workExperience, role, trainee, skills, match } = candidate;
  const facts = [city, experienceText(workExperience), role].filter((fact): fact is string => Boolean(fact));
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 space-y-2">
          <h3 className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
            <Link href={`/desk/candidates/${id}`} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
            {trainee ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300 ring-inset">
                <GraduationCap aria-hidden="true" className="size-3.5" />
                {TRAINEE_TEXT}
              </span>
            ) : null}
          </h3>
          {facts.length > 0 ? <p className="text-sm text-slate-600">{facts.join(" · ")}</p> : null}
          {match ? renderMatch(match) : null}
          {skills.length > 0 ? (
            <ul aria-label={`Skills of ${name}`} className="flex flex-wrap gap-1.5">
              {skills.map((skill) => (
                <li key={skill.name} className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-800">
                  <span className="font-semibold">{skill.name}</span>
                  <span className="text-slate-600">{levelWord(skill.level)}</span>
                  {skill.verified ? <VerifiedSkillMark /> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">No skills listed yet.</p>
          )}
        </div>
        {job ? (
          <div className="flex items-center">
            <SubmitCandidateButton jobId={job.id} jobTitle={job.post} candidateId={id} candidateName={name} />
          </div>
        ) : null}
      </div>
    </li>
  );
}
