"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useDebounce } from "use-debounce";
import { apiRequest } from "@/lib/client/api";
import { toastError } from "@/lib/client/toast";
import type { JobApplicants } from "@/lib/pipeline/contract";
import type { jobApplicantsOp } from "@/lib/pipeline/operations";
import type { StageFilter } from "@/components/pipeline/stage-tabs";

export const APPLICANTS_DEBOUNCE_MS = 500; // spec section 9
export const APPLICANTS_FALLBACK = "Failed to fetch data";

/**
 * The applicants page's list logic: the search box is debounced 500 ms (trimmed; the same term is
 * not fetched again), a new term starts at page 1, "Load more" appends the next page of the loaded
 * term, and the answer of an older request is ignored. A failure shows the server's message, or
 * 'Failed to fetch data', in a toast and full-page (spec section 8). The stage tab filters on the
 * server (`status`) and starts at page 1 too; `reload` re-reads page 1 after a move (new counts).
 */
export function useApplicantsSearch(jobId: string, initial: JobApplicants | null, initialError?: string) {
  const [data, setData] = useState<JobApplicants | null>(initial);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebounce(search.trim(), APPLICANTS_DEBOUNCE_MS);
  const [stage, setStage] = useState<StageFilter>("all");
  const [loading, setLoading] = useState(false);
  const requestId = useRef(0);
  const loadedSearch = useRef("");
  const loadedStage = useRef<StageFilter>("all");

  useEffect(() => {
    if (initialError) toastError(initialError);
  }, [initialError]);

  const load = useCallback(
    async (term: string, page: number, filter: StageFilter) => {
      const id = ++requestId.current;
      setLoading(true);
      const query = { jobId, search: term, page, ...(filter === "all" ? {} : { status: filter }) };
      const result = await apiRequest<typeof jobApplicantsOp>("GET", "/applications/job-applicants-details", { query });
      if (id !== requestId.current) return;
      setLoading(false);
      if (!result.ok) {
        // A network failure has no server message: the spec's fallback text then.
        const message = result.status === 0 ? APPLICANTS_FALLBACK : result.message || APPLICANTS_FALLBACK;
        toastError(message);
        setError(message);
        return;
      }
      const next = result.data;
      setData((prev) => (page === 1 || !prev ? next : { ...next, candidates: [...prev.candidates, ...next.candidates] }));
      loadedSearch.current = term;
      loadedStage.current = filter;
    },
    [jobId],
  );

  useEffect(() => {
    if (debounced === loadedSearch.current && stage === loadedStage.current) return;
    void load(debounced, 1, stage);
  }, [debounced, stage, load]);

  const loadMore = useCallback(() => {
    if (data) void load(loadedSearch.current, data.page + 1, loadedStage.current);
  }, [data, load]);

  // What the page shows now (a tab or a search whose answer is still on its way included).
  const reload = useCallback(() => void load(debounced, 1, stage), [load, debounced, stage]);

  return { data, error, search, setSearch, debounced, stage, setStage, loading, loadMore, reload };
}
