import Link from "next/link";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { formatDateTime } from "@/lib/format/date";
import { EMPLOYER_STAGE_LABELS } from "@/lib/pipeline/rules";
import type { AssignedInterview } from "@/lib/teams/contract/interviews";

const COLUMNS = ["Candidate", "Post", "Stage", "Interview", "Your scorecard"] as const;

/** The applications assigned to the member: each row leads to the application's page. */
export function InterviewsTable({ items, page }: { items: readonly AssignedInterview[]; page: number }) {
  if (items.length === 0) {
    return <EmptyState>{page === 1 ? "No applications are assigned to you yet." : "No more interviews."}</EmptyState>;
  }
  return (
    <DataTable caption="Applications assigned to you, latest first" columns={COLUMNS} minWidth="min-w-[40rem]">
      <tbody>
        {items.map((item) => (
          <tr key={item.applicationId} className="border-b border-slate-100 last:border-0">
            <td className="px-4 py-3">
              <Link href={`/employer/application/${encodeURIComponent(item.applicationId)}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                {item.candidateName}
              </Link>
            </td>
            <td className="px-4 py-3 text-slate-800">{item.post}</td>
            <td className="px-4 py-3">
              <StatusBadge status={item.status} label={EMPLOYER_STAGE_LABELS[item.status]} tone="slate" />
            </td>
            <td className="px-4 py-3 text-slate-800">
              {item.interviewAt ? <time dateTime={item.interviewAt}>{formatDateTime(item.interviewAt)}</time> : "Not scheduled"}
            </td>
            <td className="px-4 py-3 text-slate-800">{item.submitted ? "Submitted" : "Not submitted yet"}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
