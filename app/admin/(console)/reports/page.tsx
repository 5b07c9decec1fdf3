import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadReportedJobs } from "@/lib/job-reports/loaders";
import { ReportedJobCard } from "@/components/job-reports/reported-job-card";
import { ModerationListPage } from "@/components/moderation/moderation-list-page";

export const metadata: Metadata = { title: "Reports" };

const TABS = [
  { value: undefined, label: "Open" },
  { value: "all", label: "All" },
];

// Jobs reported by job seekers: those with open reports first in line for a decision (dismiss the
// reports and list the job again, or reject the job), latest report first.
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadReportedJobs(await searchParams);
  const all = query.status === "all";
  return (
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
  );
}
