"use client";

import { useCallback, useEffect, useId, useState } from "react";
import Link from "next/link";
import { apiRequest } from "@/lib/client/api";
import type { CompanySubmittal } from "@/lib/desk/contract/common";
import { SUBMITTED_BY_AGENCY } from "@/lib/desk/rules/submittals";
import { reviewSubmittalAction } from "@/lib/desk/actions/submittals";
import type { listCompanySubmittals } from "@/lib/desk/operations/submittals";
import { formatDate } from "@/lib/format/date";
import { HeadedSection } from "@/components/ui/headed-section";
import { FormError } from "@/components/ui/form-alert";
import { CandidateSummary } from "@/components/desk/candidate-summary";
import { ReviewDecision } from "@/components/desk/review-decision";
import { SubmittalStatusBadge } from "@/components/desk/submittal-status-badge";

const LOAD_FAILED = "Could not load the candidates TalentBridge put forward. Please try again.";

type Loaded = { ok: true; submittals: CompanySubmittal[] } | { ok: false; message: string };

/**
 * The applicants page's "Submitted by TalentBridge" tab (decisions.md section 17): candidates the desk
 * put forward for this job who agreed to it, with the pitch and a profile without contact details. Accept
 * makes them an applicant at Screening (then a link to the application, with the full profile); Reject
 * asks for a reason. It reads GET submittals?jobId= when shown, and again after a refused decision.
 */
export function CompanySubmittalsPanel({ jobId }: { jobId: string }) {
  const headingId = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    apiRequest<typeof listCompanySubmittals>("GET", "/submittals", { query: { jobId }, signal: controller.signal })
      .then((result) => setLoaded(result.ok ? { ok: true, submittals: result.data.submittals } : { ok: false, message: result.message || LOAD_FAILED }))
      .catch(() => undefined); // aborted: a newer read is on its way
    return () => controller.abort();
  }, [jobId, version]);

  function replace(next: CompanySubmittal) {
    setLoaded((was) => (was?.ok ? { ok: true, submittals: was.submittals.map((s) => (s.id === next.id ? next : s)) } : was));
  }

  return (
    <HeadedSection headingId={headingId} title={SUBMITTED_BY_AGENCY}>
      <p className="mt-1 text-sm text-slate-600">
        Candidates TalentBridge recommends for this job, who agreed to be put forward. You see their contact details and full profile once you
        accept them.
      </p>
      <div aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-600">
        {loaded === null ? "Loading candidates..." : null}
      </div>
      {loaded && !loaded.ok ? <FormError message={loaded.message} /> : null}
      {loaded?.ok && loaded.submittals.length === 0 ? (
        <p className="mt-2 rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">TalentBridge has not put anyone forward for this job yet.</p>
      ) : null}
      {loaded?.ok && loaded.submittals.length > 0 ? (
        <ul aria-label={SUBMITTED_BY_AGENCY} className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {loaded.submittals.map((submittal) => (
            <SubmittalRow key={submittal.id} submittal={submittal} onDecided={replace} onRefused={reload} />
          ))}
        </ul>
      ) : null}
    </HeadedSection>
  );
}

function SubmittalRow({ submittal, onDecided, onRefused }: { submittal: CompanySubmittal; onDecided: (s: CompanySubmittal) => void; onRefused: () => void }) {
  const { candidate } = submittal;
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="font-semibold text-slate-900">{candidate.name}</h3>
        <SubmittalStatusBadge status={submittal.status} label={companyStatusLabel(submittal)} />
        <span className="text-xs text-slate-600">
          Put forward on <time dateTime={submittal.createdAt}>{formatDate(submittal.createdAt)}</time>
        </span>
      </div>
      <CandidateSummary candidate={candidate} pitch={submittal.pitch} recruiter={submittal.recruiter.name} />
      {submittal.status === "submitted" ? (
        <ReviewDecision
          candidateName={candidate.name}
          decide={(decision, reason) => reviewSubmittalAction({ id: submittal.id, decision, reason })}
          onDecided={onDecided}
          onRefused={onRefused}
        />
      ) : null}
      {submittal.status === "accepted" && submittal.applicationId ? (
        <p>
          <Link href={`/employer/application/${encodeURIComponent(submittal.applicationId)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            View the application<span className="sr-only"> of {candidate.name}</span>
          </Link>
        </p>
      ) : null}
    </li>
  );
}

/** The company's words: waiting for its decision, or what it decided. */
function companyStatusLabel(submittal: CompanySubmittal): string {
  if (submittal.status === "submitted") return "Waiting for your decision";
  if (submittal.status === "accepted") return "Accepted";
  return "Rejected";
}
