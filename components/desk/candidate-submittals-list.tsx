"use client";

import Link from "next/link";
import { Building2, IndianRupee, MapPin } from "lucide-react";
import type { CandidateSubmittal } from "@/lib/desk/contract/common";
import { CANDIDATE_STATUS_LABELS, jobPath, payText } from "@/lib/desk/rules/submittals";
import { answerSubmittalAction } from "@/lib/desk/actions/submittals";
import { formatDate } from "@/lib/format/date";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";
import { useRefreshingAction } from "@/components/ui/use-refreshing-action";
import { ConsoleCard } from "@/components/ui/console-card";
import { IconFact, IconFacts } from "@/components/ui/icon-facts";
import { SubmittalStatusBadge } from "@/components/desk/submittal-status-badge";

const FAILED = "Could not send your answer. Please try again.";

/**
 * "Put forward by TalentBridge": each request with the job (title, company, city, pay and a link to its
 * page: decisions.md section 20) and the recruiter's pitch; Accept or Decline (asked first) while it
 * waits, the outcome once answered.
 */
export function CandidateSubmittalsList({ submittals }: { submittals: readonly CandidateSubmittal[] }) {
  return (
    <ul aria-label="Requests to put you forward, newest first" className="space-y-4">
      {submittals.map((submittal) => (
        <SubmittalItem key={submittal.id} submittal={submittal} />
      ))}
    </ul>
  );
}

function SubmittalItem({ submittal }: { submittal: CandidateSubmittal }) {
  const { job } = submittal;
  return (
    <ConsoleCard
      as="li"
      headingId={`submittal-${submittal.id}-title`}
      title={job.post}
      details={
        <IconFacts>
          <IconFact icon={Building2}>{job.company}</IconFact>
          <IconFact icon={MapPin}>{job.city}</IconFact>
          <IconFact icon={IndianRupee}>
            <span className="sr-only">Pay: </span>
            {payText(job)}
          </IconFact>
        </IconFacts>
      }
      aside={<SubmittalStatusBadge status={submittal.status} label={CANDIDATE_STATUS_LABELS[submittal.status]} />}
    >
      <figure className="mt-4">
        <figcaption className="text-sm font-semibold text-slate-800">
          Why {submittal.recruiter?.name ?? "TalentBridge"} thinks you fit
        </figcaption>
        <blockquote className="mt-1 border-l-4 border-slate-200 pl-3 text-sm whitespace-pre-line text-slate-700">{submittal.pitch}</blockquote>
      </figure>
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
        <span>
          Asked on <time dateTime={submittal.createdAt}>{formatDate(submittal.createdAt)}</time>
        </span>
        <Link href={jobPath(job.id)} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
          Read the job: {job.post}
        </Link>
      </p>
      {submittal.status === "awaiting_consent" ? <Answer submittal={submittal} /> : null}
    </ConsoleCard>
  );
}

/** Accept at once (it only lets the company see the profile); Decline is asked first. */
function Answer({ submittal }: { submittal: CandidateSubmittal }) {
  const { busy, run, confirmReport } = useRefreshingAction();
  const { post, company } = submittal.job;

  // Answered elsewhere meanwhile: the page shows how it stands (the hook reloads it either way).
  const accept = () => run(() => answerSubmittalAction({ id: submittal.id, accept: true }), { successToast: `${company} can now see your profile for ${post}`, errorToast: FAILED });

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <p className="w-full text-sm text-slate-700">
        If you accept, {company} sees your name, city, experience and skills with this pitch; your contact details only once it decides to
        consider you.
      </p>
      <button type="button" className="btn-primary px-4 py-2" disabled={busy} onClick={() => void accept()} aria-label={`Accept being put forward for ${post}`}>
        Accept
      </button>
      <ConfirmActionButton
        label="Decline"
        aria-label={`Decline being put forward for ${post}`}
        className="btn-outline px-4 py-2"
        title="Decline this request?"
        description={`Nothing is sent to ${company}, and TalentBridge will not put you forward for ${post} again.`}
        confirmLabel="Decline"
        pendingLabel="Declining..."
        action={() => answerSubmittalAction({ id: submittal.id, accept: false })}
        successToast="Declined. Nothing was sent to the company."
        errorToast={FAILED}
        {...confirmReport}
      />
    </div>
  );
}
