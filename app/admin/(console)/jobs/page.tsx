import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadJobs } from "@/lib/moderation/loaders";
import { AdminJobCard } from "@/components/moderation/job-card";
import { Pager } from "@/components/ui/pager";
import { MODERATION_TABS, StatusTabs } from "@/components/moderation/status-tabs";

export const metadata: Metadata = { title: "Jobs" };

export default async function AdminJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadJobs(await searchParams);
  return (
    <>
      <h1 className="section-title">Jobs</h1>
      <p className="mt-2 text-slate-600">{result.total} {result.total === 1 ? "job" : "jobs"}{query.status ? ` ${query.status}` : ""}, newest first.</p>
      <div className="mt-6">
        <StatusTabs basePath="/admin/jobs" tabs={MODERATION_TABS} current={query.status} label="Filter jobs by status" />
      </div>
      {result.items.length === 0 ? (
        <p className="mt-8 text-slate-600">No jobs found.</p>
      ) : (
        <div className="mt-6 grid gap-4">
          {result.items.map((job) => (
            <AdminJobCard key={job.id} job={job} headingLevel={2} />
          ))}
        </div>
      )}
      <Pager basePath="/admin/jobs" params={{ status: query.status }} page={query.page} limit={query.limit} total={result.total} label="Job pages" />
    </>
  );
}
