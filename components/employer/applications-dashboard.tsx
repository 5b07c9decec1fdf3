"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useInView } from "react-intersection-observer";
import { useDebounce } from "use-debounce";
import { Search, SearchX } from "lucide-react";
import { deleteJobAction } from "@/lib/actions/employer";
import { toastError, toastSuccess } from "@/lib/client/toast";
import type { JobJson } from "@/lib/jobs/serialize";
import type { EmployerJobsPage } from "@/lib/services/employer-jobs";
import { ConfirmDeleteDialog } from "@/components/employer/confirm-delete-dialog";
import { EmployerJobCard } from "@/components/employer/employer-job-card";

type Entry = EmployerJobsPage["docs"][number];

async function fetchPage(page: number, search: string): Promise<EmployerJobsPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set("search", search);
  const res = await fetch(`/api/v1/applications/job-applicants?${params}`, { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new Error(`job-applicants answered HTTP ${res.status}`);
  const body = (await res.json()) as { response: EmployerJobsPage };
  return body.response;
}

/**
 * The employer's jobs with application counts. The next page loads when the end-of-list marker
 * comes into view (1% visible), more pages exist and nothing is loading; a new search starts at page 1.
 */
export function ApplicationsDashboard({ initial }: { initial: EmployerJobsPage | null }) {
  const [entries, setEntries] = useState<Entry[]>(initial?.docs ?? []);
  const [page, setPage] = useState(initial?.page ?? 1);
  const [hasNextPage, setHasNextPage] = useState(initial?.hasNextPage ?? false);
  const [loading, setLoading] = useState<"search" | "more" | null>(initial ? null : "search");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebounce(search.trim(), 1000);
  const [toDelete, setToDelete] = useState<JobJson | null>(null);
  const [deleting, setDeleting] = useState(false);
  const requestId = useRef(0);
  const loadedSearch = useRef<string | null>(initial ? "" : null);
  const { ref: endRef, inView } = useInView({ threshold: 0.01 });

  const load = useCallback(async (nextPage: number, term: string) => {
    const id = ++requestId.current; // answers of an older search are ignored
    setLoading(nextPage === 1 ? "search" : "more");
    try {
      const data = await fetchPage(nextPage, term);
      if (id !== requestId.current) return;
      setEntries((prev) => (nextPage === 1 ? data.docs : [...prev, ...data.docs.filter((d) => !prev.some((p) => p.job.id === d.job.id))]));
      setPage(data.page);
      setHasNextPage(data.hasNextPage);
      loadedSearch.current = term;
    } catch (error) {
      if (id !== requestId.current) return;
      console.error(error);
      toastError("Failed to fetch jobs");
      setHasNextPage(false);
    } finally {
      if (id === requestId.current) setLoading(null);
    }
  }, []);

  // A new (debounced) search resets the list to page 1.
  useEffect(() => {
    if (loadedSearch.current === debouncedSearch) return;
    void load(1, debouncedSearch);
  }, [debouncedSearch, load]);

  useEffect(() => {
    if (inView && hasNextPage && loading === null) void load(page + 1, loadedSearch.current ?? "");
  }, [inView, hasNextPage, loading, page, load]);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    try {
      const result = await deleteJobAction(toDelete.id);
      if (!result.ok) throw new Error(result.message);
      const id = toDelete.id;
      setEntries((prev) => prev.filter((e) => e.job.id !== id));
      toastSuccess("Job deleted successfully");
      // Later pages moved up by one: reading the last loaded page again brings in the job that
      // slid into it, which the next page would otherwise skip.
      if (hasNextPage) void load(page, loadedSearch.current ?? "");
    } catch (error) {
      console.error(error);
      toastError("Error while deleting job");
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  }

  return (
    <div>
      <div className="relative max-w-xl">
        <label htmlFor="job-search" className="sr-only">
          Search jobs
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
        <input
          id="job-search"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search jobs by title, type, or description..."
          className="field-control pl-10"
        />
      </div>

      <div aria-live="polite" className="mt-6">
        {loading === "search" ? <p className="py-6 text-center text-slate-600">Searching for matches...</p> : null}
      </div>

      {entries.length > 0 ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(({ job, count }) => (
            <EmployerJobCard key={job.id} job={job} count={count} onDelete={setToDelete} />
          ))}
        </div>
      ) : loading === null ? (
        <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 py-16 text-center">
          <SearchX aria-hidden="true" className="size-12 text-slate-400" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">No Jobs Found</h2>
          <p className="mt-2 text-slate-600">Try adjusting your search criteria or check back later</p>
        </div>
      ) : null}

      <div ref={endRef} aria-hidden="true" className="h-4" />
      <div aria-live="polite">
        {loading === "more" ? <p className="py-6 text-center text-slate-600">Loading more jobs...</p> : null}
      </div>

      <ConfirmDeleteDialog open={toDelete !== null} busy={deleting} onConfirm={confirmDelete} onCancel={() => setToDelete(null)} />
    </div>
  );
}
