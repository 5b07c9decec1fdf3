"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useDebounce } from "use-debounce";
import { apiRequest } from "@/lib/client/api";
import { toastError } from "@/lib/client/toast";
import type { EmployerJobsPage } from "@/lib/job-posting/contract";
import type { employerJobsOp } from "@/lib/job-posting/operations";

export const DASHBOARD_DEBOUNCE_MS = 1000; // spec section 9

type Entry = EmployerJobsPage["docs"][number];

/**
 * The applications dashboard's list logic (spec section 4): a 1000 ms debounced search that resets to
 * page 1, the next page when the end-of-list marker is visible, more pages exist and nothing is
 * loading; the answer of an older search is ignored; 'Failed to fetch jobs' on failure.
 */
export function useEmployerJobsFeed(initial: EmployerJobsPage | null, endInView: boolean) {
  const [entries, setEntries] = useState<Entry[]>(initial?.docs ?? []);
  const [page, setPage] = useState(initial?.page ?? 1);
  const [hasNextPage, setHasNextPage] = useState(initial?.hasNextPage ?? false);
  const [loading, setLoading] = useState<"search" | "more" | null>(initial ? null : "search");
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebounce(search.trim(), DASHBOARD_DEBOUNCE_MS);
  const requestId = useRef(0);
  // null: nothing loaded yet (the server could not read the first page), so the first search runs.
  const loadedSearch = useRef<string | null>(initial ? "" : null);
  // The search the shown list answers (null before any): an empty list means "no jobs yet" only for "".
  const [shownSearch, setShownSearch] = useState<string | null>(initial ? "" : null);

  const load = useCallback(async (nextPage: number, term: string) => {
    const id = ++requestId.current;
    setLoading(nextPage === 1 ? "search" : "more");
    const result = await apiRequest<typeof employerJobsOp>("GET", "/applications/job-applicants", { query: { page: nextPage, search: term } });
    if (id !== requestId.current) return;
    setLoading(null);
    if (!result.ok) {
      toastError("Failed to fetch jobs");
      setHasNextPage(false);
      return;
    }
    const data = result.data;
    // A job already shown (the list moved up after a delete) is not shown twice.
    setEntries((prev) => (nextPage === 1 ? data.docs : [...prev, ...data.docs.filter((d) => !prev.some((p) => p.job.id === d.job.id))]));
    setPage(data.page);
    setHasNextPage(data.hasNextPage);
    loadedSearch.current = term;
    setShownSearch(term);
  }, []);

  useEffect(() => {
    if (loadedSearch.current === debouncedSearch) return;
    void load(1, debouncedSearch);
  }, [debouncedSearch, load]);

  useEffect(() => {
    if (endInView && hasNextPage && loading === null) void load(page + 1, loadedSearch.current ?? "");
  }, [endInView, hasNextPage, loading, page, load]);

  /** After a delete: drop the job; later pages moved up by one, so the last loaded page is read again. */
  const removeJob = useCallback(
    (jobId: string) => {
      setEntries((prev) => prev.filter((e) => e.job.id !== jobId));
      if (hasNextPage) void load(page, loadedSearch.current ?? "");
    },
    [hasNextPage, page, load],
  );

  /** After a close or a renewal: the job's card shows the job as the server answered it. */
  const replaceJob = useCallback((job: Entry["job"]) => {
    setEntries((prev) => prev.map((e) => (e.job.id === job.id ? { ...e, job } : e)));
  }, []);

  return { entries, loading, search, shownSearch, setSearch, removeJob, replaceJob };
}
