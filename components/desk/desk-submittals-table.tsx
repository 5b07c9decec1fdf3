import Link from "next/link";
import type { SubmittalJson } from "@/lib/desk/contract/common";
import { formatDate } from "@/lib/format/date";
import { EMPLOYER_STAGE_LABELS } from "@/lib/pipeline/rules";
import { DataTable } from "@/components/ui/data-table";
import { StatusBadge } from "@/components/ui/status-badge";
import { SubmittalStatusBadge } from "@/components/desk/submittal-status-badge";

const COLUMNS = ["Candidate", "Job — company", "Status", "Application", "Submitted on"] as const;

/** Where an accepted submittal's application stands (decisions.md section 20), in the company's stage words. */
function ApplicationStage({ status }: { status: SubmittalJson["applicationStatus"] }) {
  if (!status) return <span className="text-slate-600">Not yet an application</span>;
  const tone = status === "hired" ? "green" : status === "rejected" || status === "withdrawn" ? "red" : "blue";
  return <StatusBadge status={status} label={EMPLOYER_STAGE_LABELS[status]} tone={tone} />;
}

/**
 * The recruiter's submittals: who, for which job, where it stands (in words), where its application
 * stands once the company accepted, and when. On a phone the table scrolls sideways in a named region.
 */
export function DeskSubmittalsTable({ submittals }: { submittals: readonly SubmittalJson[] }) {
  return (
    <DataTable caption="Your submittals, newest first" columns={COLUMNS} minWidth="min-w-[52rem]" className="mt-6" scrollLabel="Your submittals">
      <tbody>
        {submittals.map((submittal) => (
          <tr key={submittal.id} className="border-b border-slate-100 align-top last:border-0">
            <td className="px-4 py-3">
              <Link href={`/desk/candidates/${encodeURIComponent(submittal.candidate.id)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {submittal.candidate.name}
              </Link>
            </td>
            <td className="px-4 py-3 text-slate-800">
              {submittal.job.post} — {submittal.job.company}
            </td>
            <td className="px-4 py-3">
              <SubmittalStatusBadge status={submittal.status} rejectReason={submittal.rejectReason} />
            </td>
            <td className="px-4 py-3">
              <ApplicationStage status={submittal.applicationStatus} />
            </td>
            <td className="px-4 py-3 text-slate-800">
              <time dateTime={submittal.createdAt}>{formatDate(submittal.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
