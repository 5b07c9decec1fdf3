import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadReportedJobs } from "@/lib/job-reports/loaders";
import { ReportedJobCard } from "@/components/job-reports/reported-job-card";
import { ModerationListPage } from "@/components/moderation/moderation-list-page";
import { loadReportedMessages } from "@/lib/messages/loaders";
import { ReportedMessages } from "@/components/messages/reported-messages";

export const metadata: Metadata = { title: "Reports" };

const TABS = [
  { value: undefined, label: "Open" },
  { value: "all", label: "All" },
];

// Jobs reported by job seekers: those with open reports first in line for a decision (dismiss the
// reports and list the job again, or reject the job), latest report first. Below them, messages
// candidates reported (dismiss, or remove the message), under the same Open / All tab.
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const [{ query, result }, messages] = await Promise.all([loadReportedJobs(params), loadReportedMessages(params)]);
  const all = query.status === "all";
  return (
    <>
      <ModerationListPage
        title="Reports"
        intro={
          <>
            {result.total} {result.total === 1 ? "job" : "jobs"} {all ? "reported" : "with open reports"}, latest report first. Reports from three
            different signed-in people take a job out of listings until you decide.
          </>
        }
        basePath="/admin/reports"
        tabs={TABS}
        status={all ? "all" : undefined}
        filterLabel="Filter reported jobs"
        query={query}
        result={result}
        renderItem={(item) => <ReportedJobCard key={item.job.id} item={item} />}
        emptyText={all ? "No job has been reported." : "No open reports."}
        pagerLabel="Report pages"
      />
      <ReportedMessages result={messages.result} all={all} />
    </>
  );
}
