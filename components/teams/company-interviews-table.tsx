import { formatDateTime } from "@/lib/format/date";
import { durationLabel, INTERVIEW_MODE_LABELS } from "@/lib/pipeline/rules";
import type { CompanyInterview } from "@/lib/teams/contract/interviews";
import { ApplicationRowsTable } from "@/components/teams/application-rows-table";

const COLUMNS = ["Candidate", "Post", "Interview", "Interviewers", "Scorecards"] as const;

/** Every upcoming interview of the company, soonest first (owners and recruiters): each row leads to the application. */
export function CompanyInterviewsTable({ items, page }: { items: readonly CompanyInterview[]; page: number }) {
  return (
    <ApplicationRowsTable
      items={items}
      page={page}
      empty="No interviews are scheduled."
      caption="Upcoming interviews of your company, soonest first"
      columns={COLUMNS}
      minWidth="min-w-[48rem]"
      scrollLabel="Upcoming interviews"
      rowClassName="border-b border-slate-100 align-top last:border-0"
      cells={(item) => (
        <>
          <td className="px-4 py-3 text-slate-800">
            <time dateTime={item.interview.at}>{formatDateTime(item.interview.at)}</time>
            <br />
            <span className="text-slate-600">
              {durationLabel(item.interview.durationMinutes)} · {INTERVIEW_MODE_LABELS[item.interview.mode]}
            </span>
          </td>
          <td className="px-4 py-3 text-slate-800">{item.interviewers.length > 0 ? item.interviewers.join(", ") : "Nobody assigned yet"}</td>
          <td className="px-4 py-3 text-slate-800">{item.scorecards}</td>
        </>
      )}
    />
  );
}
