import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadJobs } from "@/lib/moderation/loaders";
import { jobSignalWords } from "@/lib/moderation/rules";
import { AdminJobCard } from "@/components/moderation/job-card";
import { matching, ModerationListPage } from "@/components/moderation/moderation-list-page";
import { MODERATION_TABS } from "@/components/moderation/status-tabs";

export const metadata: Metadata = { title: "Jobs" };

export default async function AdminJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, result } = await loadJobs(await searchParams);
  return (
    <ModerationListPage
      title="Jobs"
      intro={`${result.total} ${result.total === 1 ? "job" : "jobs"}${query.status ? ` ${query.status}` : ""}${matching(query.search)}, newest first.`}
      basePath="/admin/jobs"
      tabs={MODERATION_TABS}
      status={query.status}
      filterLabel="Filter jobs by status"
      query={query}
      result={result}
      renderItem={(job) => <AdminJobCard key={job.id} job={job} headingLevel={2} />}
      emptyText="No jobs found."
      search={{ value: query.search, label: "Search jobs", placeholder: "Job title or organisation" }}
      // Flagged jobs stay out of "Select all" (decisions.md section 20): each is decided on its own.
      bulk={{
        kind: "job",
        pendingIds: result.items.filter((item) => item.status === "pending" && jobSignalWords(item.signals).length === 0).map((item) => item.id),
        flagged: result.items.filter((item) => item.status === "pending" && jobSignalWords(item.signals).length > 0).length,
      }}
      pagerLabel="Job pages"
    />
  );
}
