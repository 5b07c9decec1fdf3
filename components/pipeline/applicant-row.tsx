"use client";

import { FileText } from "lucide-react";
import type { Applicant } from "@/lib/pipeline/contract";
import { formatDate } from "@/lib/format/date";
import type { Stage } from "@/lib/pipeline/rules";
import { StageBadge } from "@/components/pipeline/status-badge";
import { MoveToMenu } from "@/components/pipeline/move-to-menu";

/**
 * One applicant: a selection checkbox labelled by the visible name, the initial, name, company
 * (spec section 2), the stage, the resume link, View Details and "Move to".
 */
export function ApplicantRow({
  applicant,
  selected,
  busy,
  onSelect,
  onDetails,
  onMove,
}: {
  applicant: Applicant;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onDetails: () => void;
  onMove: (stage: Stage) => void;
}) {
  const checkboxId = `select-${applicant.applicationId}`;
  return (
    <li className="flex flex-wrap items-center gap-4 p-4">
      <input
        id={checkboxId}
        type="checkbox"
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        className="size-4 shrink-0"
      />
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
      >
        {applicant.fullName.trim().charAt(0).toUpperCase() || "?"}
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <label htmlFor={checkboxId} className="font-semibold text-slate-900">
            {applicant.fullName}
          </label>
          <StageBadge status={applicant.status} />
        </p>
        <p className="text-sm text-slate-600">{applicant.profile.currentCompany || "Not specified"}</p>
        <p className="text-xs text-slate-500">
          Applied on <time dateTime={applicant.appliedAt}>{formatDate(applicant.appliedAt)}</time>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {applicant.profile.resumeFile ? (
          <a
            href={applicant.profile.resumeFile}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            View Resume
            <span className="sr-only"> of {applicant.fullName}</span>
          </a>
        ) : null}
        <button type="button" className="btn-outline px-4 py-2" onClick={onDetails}>
          View Details
          <span className="sr-only"> of {applicant.fullName}</span>
        </button>
        <MoveToMenu name={applicant.fullName} status={applicant.status} disabled={busy} onPick={onMove} />
      </div>
    </li>
  );
}
