"use client";

import { useState } from "react";
import Link from "next/link";
import type { CompanySubmittal, ReviewLinkJson } from "@/lib/desk/contract/common";
import { reviewByLinkAction } from "@/lib/desk/actions/submittals";
import type { ActionFailure } from "@/lib/client/run-action";
import { formatDateTime } from "@/lib/format/date";
import { FormAlert } from "@/components/ui/form-alert";
import { CandidateSummary } from "@/components/desk/candidate-summary";
import { ReviewDecision } from "@/components/desk/review-decision";

type Outcome = { kind: "decided"; submittal: CompanySubmittal } | { kind: "refused"; message: string };

/**
 * The confirmation page of the mail's review link: the job, the candidate without contact details and
 * the pitch, then Accept / Reject (with a reason) posted with the link's token. Opening the page decided
 * nothing; a refusal (used, expired, another company's) replaces the buttons with the reason.
 */
export function ReviewLinkForm({ token, review, signedIn, intent }: { token: string; review: ReviewLinkJson; signedIn: boolean; intent: "accept" | "reject" | null }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { job, candidate } = review;
  const refused = (failure: ActionFailure) => setOutcome({ kind: "refused", message: failure.message });

  return (
    <div className="space-y-6">
      <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="font-semibold text-slate-800">Job</dt>
        <dd className="text-slate-700">
          {job.post} — {job.company}, {job.city}
        </dd>
        <dt className="font-semibold text-slate-800">Candidate</dt>
        <dd className="text-slate-700">{candidate.name}</dd>
      </dl>
      <CandidateSummary candidate={candidate} pitch={review.pitch} recruiter={review.recruiter.name} />
      {outcome === null ? (
        <>
          {intent ? (
            <p className="text-sm font-semibold text-slate-800">
              {intent === "accept" ? "Confirm with Accept below: nothing is decided until you do." : "Confirm with Reject below and choose a reason: nothing is decided until you do."}
            </p>
          ) : null}
          <p className="text-sm text-slate-600">
            Accept to add {candidate.name} to your applicants at Screening with their full profile and contact details. This link works until{" "}
            <time dateTime={review.expiresAt}>{formatDateTime(review.expiresAt)}</time>.
          </p>
          <ReviewDecision
            candidateName={candidate.name}
            decide={(decision, reason) => reviewByLinkAction({ token, decision, reason })}
            onDecided={(submittal) => setOutcome({ kind: "decided", submittal })}
            onRefused={refused}
          />
        </>
      ) : outcome.kind === "refused" ? (
        <FormAlert>{outcome.message}</FormAlert>
      ) : (
        <Decided submittal={outcome.submittal} name={candidate.name} jobId={job.id} signedIn={signedIn} />
      )}
    </div>
  );
}

function Decided({ submittal, name, jobId, signedIn }: { submittal: CompanySubmittal; name: string; jobId: string; signedIn: boolean }) {
  const accepted = submittal.status === "accepted";
  const href = accepted && submittal.applicationId ? `/employer/application/${encodeURIComponent(submittal.applicationId)}` : `/employer/applicant/${encodeURIComponent(jobId)}`;
  return (
    <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      <p className="font-semibold">{accepted ? `${name} is now one of your applicants, at Screening.` : `You rejected ${name}. TalentBridge and the candidate are told.`}</p>
      <p className="mt-1">
        <Link href={signedIn ? href : `/login?next=${encodeURIComponent(href)}`} className="font-semibold underline">
          {accepted ? "Open the application" : "See your applicants"}
        </Link>
      </p>
    </div>
  );
}
