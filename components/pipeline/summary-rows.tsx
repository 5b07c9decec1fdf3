import type { ReactNode } from "react";
import type { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { StageBadge } from "@/components/pipeline/status-badge";

// The rows of an applicant's summary, shared by the full view (owners and recruiters) and the
// interviewer's smaller one (decisions.md section 20).

export const NOT_GIVEN = "Not specified";

export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 border-b border-slate-100 py-2 last:border-0">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** The résumé's row: a link to the file, or that none was uploaded. */
export function ResumeRow({ href }: { href: string | null }) {
  return (
    <SummaryRow label="Resume">
      {href ? (
        <a href={href} target="_blank" rel="noopener" className="text-brand-700 underline-offset-2 hover:underline">
          View Resume
        </a>
      ) : (
        "Not uploaded"
      )}
    </SummaryRow>
  );
}

/** The summary's first rows: the application's stage and the candidate's name. */
export function StageAndName({ status, fullName }: { status: ApplicationStatus; fullName: string }) {
  return (
    <>
      <SummaryRow label="Stage">
        <StageBadge status={status} />
      </SummaryRow>
      <SummaryRow label="Full Name">{fullName}</SummaryRow>
    </>
  );
}
