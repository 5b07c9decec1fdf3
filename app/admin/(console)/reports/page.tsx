import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadReportedJobs } from "@/lib/job-reports/loaders";
import { ReportedJobCard } from "@/components/job-reports/reported-job-card";
import { StatusTabs } from "@/components/moderation/status-tabs";
import { Pager } from "@/components/ui/pager";

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
    <>
      <h1 className="section-title">Reports</h1>
      <p className="mt-2 text-slate-600">
        {result.total} {result.total === 1 ? "job" : "jobs"} {all ? "reported" : "with open reports"}, latest report first. Reports from three
        different people take a job out of listings until you decide.
      </p>
      <div className="mt-6">
        <StatusTabs basePath="/admin/reports" tabs={TABS} current={all ? "all" : undefined} label="Filter reported jobs" />
      </div>
      {result.items.length === 0 ? (
        <p className="mt-8 text-slate-600">{all ? "No job has been reported." : "No open reports."}</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {result.items.map((item) => (
            <ReportedJobCard key={item.job.id} item={item} />
          ))}
        </div>
      )}
      <Pager
        basePath="/admin/reports"
        params={{ status: all ? "all" : undefined }}
        page={query.page}
        limit={query.limit}
        total={result.total}
        label="Report pages"
      />
    </>
  );
}
