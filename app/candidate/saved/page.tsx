import type { Metadata } from "next";
import { ApplyButton } from "@/components/job-search/apply-button";
import { JobCard } from "@/components/job-search/job-card";
import { EmptyState } from "@/components/ui/empty-state";
import { StatusBadge } from "@/components/ui/status-badge";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";
import { loadSavedJobs } from "@/lib/saved-jobs/loaders";
import type { JobJson } from "@/lib/job-search/service/serialize";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Saved jobs", robots: { index: false } };

// Without the period: the API's JOB_CLOSED message; the page sentence (decisions.md section 10) has one.
const CLOSED_TEXT = "This job is no longer accepting applications.";

/** Below each card: Apply Now while the job is open, else the closed mark (a closed job stays listed). */
function cardAction(job: JobJson) {
  if (!job.isOpen) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StatusBadge status="closed" label="Closed" tone="red" />
        {CLOSED_TEXT}
      </p>
    );
  }
  return <ApplyButton jobId={job.id} post={job.post} applied={job.applied ?? false} />;
}

// The candidate's saved jobs (decisions.md section 11), newest saved first, 20 a page. Each card has
// the Save job toggle (unsaving keeps the card until the next visit, so a slip can be undone).
export default async function SavedJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { jobs, page, hasNextPage } = await loadSavedJobs(await searchParams);

  return (
    <HeadedPage title="Saved jobs" intro="Jobs you saved to come back to, newest first." link={{ href: "/candidate/findjobs", label: "Find Jobs" }}>
      {jobs.length === 0 ? (
        <EmptyState link={{ href: "/candidate/findjobs", label: "Find jobs to save" }}>
          {page === 1 ? "You have not saved any jobs yet." : "No more saved jobs."}
        </EmptyState>
      ) : (
        <ul aria-label="Your saved jobs, newest first" className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} action={cardAction(job)} />
            </li>
          ))}
        </ul>
      )}
      <PageLinks basePath="/candidate/saved" page={page} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
