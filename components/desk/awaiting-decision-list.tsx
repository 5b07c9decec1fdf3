"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { reviewSubmittalAction } from "@/lib/desk/actions/submittals";
import type { AwaitingSubmittal } from "@/lib/desk/contract/awaiting-decision";
import type { CompanySubmittal } from "@/lib/desk/contract/common";
import { formatDate } from "@/lib/format/date";
import { CandidateSummary } from "@/components/desk/candidate-summary";
import { ReviewDecision } from "@/components/desk/review-decision";
import { SubmittalStatusBadge } from "@/components/desk/submittal-status-badge";
import { EmptyState } from "@/components/ui/empty-state";

/**
 * /employer/submittals (issue 44): every candidate TalentBridge put forward for the company's jobs who
 * agreed to it and waits for a decision, with the job, the recruiter, the pitch and a profile without
 * contact details. Accept and Reject are the applicants page's (the same server action); a decided row
 * stays in place with what was decided until the page is read again.
 */
export function AwaitingDecisionList({ initial, page }: { initial: readonly AwaitingSubmittal[]; page: number }) {
  const router = useRouter();
  const [rows, setRows] = useState(initial);

  if (rows.length === 0) {
    return (
      <EmptyState link={{ href: "/employer/applications", label: "Your jobs" }}>
        {page === 1 ? "Nobody is waiting for your decision." : "No more candidates."}
      </EmptyState>
    );
  }

  function decided(next: CompanySubmittal) {
    setRows((was) => was.map((row) => (row.id === next.id ? { ...next, job: row.job } : row)));
    // The dashboard's and the job cards' counts are read on the server.
    router.refresh();
  }

  return (
    <ul aria-label="Candidates awaiting your decision" className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {rows.map((row) => (
        <AwaitingRow key={row.id} row={row} onDecided={decided} onRefused={() => router.refresh()} />
      ))}
    </ul>
  );
}

function AwaitingRow({ row, onDecided, onRefused }: { row: AwaitingSubmittal; onDecided: (s: CompanySubmittal) => void; onRefused: () => void }) {
  const { candidate, job } = row;
  const jobLink = `/employer/applicant/${encodeURIComponent(job.id)}`;
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 className="text-lg font-semibold text-slate-900">{candidate.name}</h2>
        {row.status === "submitted" ? null : <SubmittalStatusBadge status={row.status} label={row.status === "accepted" ? "Accepted" : "Rejected"} />}
        <span className="text-sm text-slate-700">
          for <span className="font-semibold text-slate-900">{job.post}</span>
        </span>
        <span className="text-xs text-slate-600">
          Put forward on <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
        </span>
      </div>
      <CandidateSummary candidate={candidate} pitch={row.pitch} recruiter={row.recruiter.name} />
      {row.status === "submitted" ? (
        <ReviewDecision
          candidateName={candidate.name}
          decide={(decision, reason) => reviewSubmittalAction({ id: row.id, decision, reason })}
          onDecided={onDecided}
          onRefused={onRefused}
        />
      ) : null}
      {row.status === "accepted" && row.applicationId ? (
        <p>
          <Link href={`/employer/application/${encodeURIComponent(row.applicationId)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            View the application<span className="sr-only"> of {candidate.name}</span>
          </Link>
        </p>
      ) : null}
      <p className="text-sm">
        <Link href={jobLink} className="text-brand-700 underline underline-offset-2">
          Review beside the applicants of {job.post}
        </Link>
      </p>
    </li>
  );
}
