"use client";

import { useEffect, useRef, useState, useTransition, type ReactNode } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { JobCard } from "@/components/job-search/job-card";
import { ApplyButton } from "@/components/job-search/apply-button";
import { JobFilters } from "@/components/job-search/job-filters";
import type { PickerSlot } from "@/components/ui/picker-slot";
import type { getJobs } from "@/lib/job-search/operations";
import type { JobSearchResult } from "@/lib/job-search/contract";
import type { JobBrowserData } from "@/lib/job-search/loaders";
import { apiRequest } from "@/lib/client/api";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { FILTER_KEYS, type JobFilterValues } from "@/lib/job-search/rules/filters";
import { withNext } from "@/lib/site/next-path";

const FETCH_FAILED = "Failed to fetch jobs. Please try again later.";

/** Who is looking: candidates get Apply Now, visitors a login link, other roles just the details. */
export type JobViewer = "candidate" | "visitor" | "other";

type JobBrowserProps = JobBrowserData & {
  viewer: JobViewer;
  /** "Create alert for this search", from the page: the alerts capability owns it (a slot keeps job search free of it). */
  alertButton?: ReactNode;
  /** The skills catalogue's SkillSearch, from the page (a slot, like alertButton): the skills filter's picker. */
  skillPicker?: PickerSlot;
};

function toQueryString(filters: JobFilterValues): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

/**
 * Find Jobs: filters that live in the URL (shareable, back button works) and the result grid. The
 * server renders page 1 for the URL; 'Load more' fetches the next pages from jobs/get-jobs.
 */
export function JobBrowser({ result, viewer, alertButton, ...filterProps }: JobBrowserProps) {
  const { queryString } = filterProps;
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  // The last URL asked for since the filters last changed: leaving the salary field by pressing
  // Search applies twice (blur, then submit), which must not push the same entry twice.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [queryString]);

  function apply(next: JobFilterValues) {
    const qs = toQueryString(next);
    if (qs === queryString || qs === requested.current) return;
    requested.current = qs;
    startTransition(() => router.push(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
  }

  return (
    <div className="space-y-4 sm:space-y-6">
      {/* The rest of the page's data is the filters' own: the applied values and the location and skill choices. */}
      <JobFilters {...filterProps} onApply={apply} canSortByMatch={viewer === "candidate"} />
      {pending ? (
        <p role="status" className="py-12 text-center text-slate-700">
          Loading jobs...
        </p>
      ) : (
        <JobResults key={queryString} queryString={queryString} initial={result} viewer={viewer} alertButton={alertButton} />
      )}
    </div>
  );
}

/**
 * The line above the results: the count, and list-wide actions (the alert button) beside it, on one
 * line so a phone's first screen keeps room for two jobs.
 */
function ResultsHeader({ children }: { children: ReactNode }) {
  return <div className="mb-3 flex flex-wrap items-center justify-between gap-3 sm:mb-4">{children}</div>;
}

type JobResultsProps = {
  queryString: string;
  initial: JobSearchResult | null;
  viewer: JobViewer;
  alertButton?: ReactNode;
};

function JobResults({ queryString, initial, viewer, alertButton }: JobResultsProps) {
  const [jobs, setJobs] = useState<JobJson[]>(initial?.jobs ?? []);
  const [page, setPage] = useState(initial?.page ?? 1);
  const [hasNextPage, setHasNextPage] = useState(initial?.hasNextPage ?? false);
  const [total, setTotal] = useState(initial?.total ?? 0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(initial === null);

  async function loadMore() {
    setLoadingMore(true);
    setFailed(false);
    const query: Record<string, string | number> = Object.fromEntries(new URLSearchParams(queryString));
    const result = await apiRequest<typeof getJobs>("GET", "/jobs/get-jobs", { query: { ...query, page: page + 1 } });
    setLoadingMore(false);
    if (!result.ok) {
      console.error("[jobs] load more failed:", result.status, result.code);
      setFailed(true);
      return;
    }
    const next = result.data;
    setJobs((current) => {
      const seen = new Set(current.map((j) => j.id));
      return [...current, ...next.jobs.filter((j) => !seen.has(j.id))];
    });
    setPage(next.page);
    setHasNextPage(next.hasNextPage);
    setTotal(next.total);
  }

  function action(job: JobJson) {
    if (viewer === "candidate") return <ApplyButton jobId={job.id} post={job.post} applied={job.applied ?? false} />;
    if (viewer === "visitor") {
      return (
        // Back to this job after logging in (decisions.md section 19).
        <Link href={withNext("/login", `/jobs/${job.id}`)} className="btn-outline w-full">
          Login to Apply
        </Link>
      );
    }
    return (
      <Link href={`/jobs/${job.id}`} className="btn-outline w-full">
        View Details
      </Link>
    );
  }

  // With nothing listed the alert button still shows: an alert for a search that finds nothing yet is its best use.
  const alertRow = alertButton ? <div className="flex justify-end">{alertButton}</div> : null;
  if (jobs.length === 0 && failed) {
    return (
      <>
        {alertRow}
        <p role="alert" className="py-12 text-center font-medium text-red-700">
          {FETCH_FAILED}
        </p>
      </>
    );
  }
  if (jobs.length === 0) {
    return (
      <>
        {alertRow}
        <p className="py-12 text-center text-slate-700">No jobs found matching your criteria.</p>
      </>
    );
  }

  return (
    <section aria-label="Job results">
      <ResultsHeader>
        <p role="status" className="text-sm text-slate-700">
          Showing {jobs.length} of {total} {total === 1 ? "job" : "jobs"}
        </p>
        {alertButton}
      </ResultsHeader>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 md:grid-cols-2 lg:grid-cols-3">
        {jobs.map((job) => (
          <JobCard key={job.id} job={job} action={action(job)} />
        ))}
      </div>
      {failed ? (
        <p role="alert" className="mt-6 text-center font-medium text-red-700">
          {FETCH_FAILED}
        </p>
      ) : null}
      {hasNextPage ? (
        <div className="mt-8 text-center">
          <button type="button" className="btn-outline" onClick={loadMore} disabled={loadingMore}>
            {loadingMore ? "Loading jobs..." : "Load more jobs"}
          </button>
        </div>
      ) : null}
    </section>
  );
}
