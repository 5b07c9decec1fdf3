import Link from "next/link";
import type { SubmittalJson } from "@/lib/desk/contract/common";
import { formatDate } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { SubmittalStatusBadge } from "@/components/desk/submittal-status-badge";

const COLUMNS = ["Candidate", "Job — company", "Status", "Submitted on"] as const;

/** The recruiter's submittals: who, for which job, where it stands (in words), and when. */
export function DeskSubmittalsTable({ submittals }: { submittals: readonly SubmittalJson[] }) {
  return (
    <DataTable caption="Your submittals, newest first" columns={COLUMNS} minWidth="min-w-[44rem]" className="mt-6">
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
            <td className="px-4 py-3 text-slate-800">
              <time dateTime={submittal.createdAt}>{formatDate(submittal.createdAt)}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
