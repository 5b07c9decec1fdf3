import { StatusBadge } from "@/components/ui/status-badge";
import { EMPLOYER_STAGE_LABELS } from "@/lib/pipeline/rules";
import { formatDateTime } from "@/lib/format/date";
import type { AssignedInterview } from "@/lib/teams/contract/interviews";
import { ApplicationRowsTable } from "@/components/teams/application-rows-table";

const COLUMNS = ["Candidate", "Post", "Stage", "Interview", "Your scorecard"] as const;

/** The applications assigned to the member: each row leads to the application's page. */
export function InterviewsTable({ items, page }: { items: readonly AssignedInterview[]; page: number }) {
  return (
    <ApplicationRowsTable
      items={items}
      page={page}
      empty="No applications are assigned to you yet."
      caption="Applications assigned to you, latest first"
      columns={COLUMNS}
      minWidth="min-w-[40rem]"
      rowClassName="border-b border-slate-100 last:border-0"
      cells={(item) => (
        <>
          <td className="px-4 py-3">
            <StatusBadge status={item.status} label={EMPLOYER_STAGE_LABELS[item.status]} tone="slate" />
          </td>
          <td className="px-4 py-3 text-slate-800">
            {item.interviewAt ? <time dateTime={item.interviewAt}>{formatDateTime(item.interviewAt)}</time> : "Not scheduled"}
          </td>
          <td className="px-4 py-3 text-slate-800">{item.submitted ? "Submitted" : "Not submitted yet"}</td>
        </>
      )}
    />
  );
}
