"use client";

import { useEffect, useRef, useState } from "react";
import { useDebounce } from "use-debounce";
import { Briefcase, Clock, FileText, Search, Users, Wallet } from "lucide-react";
import { toastError } from "@/lib/client/toast";
import type { Applicant, JobApplicants } from "@/lib/services/employer-jobs";
import { apiErrorMessage } from "@/components/employer/format";
import { formatYears } from "@/lib/format/date";
import { JobStatusBadge } from "@/components/employer/status-badge";
import { ApplicantDetailsDialog } from "@/components/employer/applicant-details-dialog";

const FALLBACK = "Failed to fetch data";

class FetchError extends Error {}

async function fetchApplicants(jobId: string, search: string, page: number): Promise<JobApplicants> {
  const params = new URLSearchParams({ jobId, page: String(page) });
  if (search) params.set("search", search);
  const res = await fetch(`/api/v1/applications/job-applicants-details?${params}`, { credentials: "same-origin", cache: "no-store" });
  if (!res.ok) throw new FetchError((await apiErrorMessage(res)) ?? FALLBACK);
  return ((await res.json()) as { response: JobApplicants }).response;
}

function FullPageError({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-slate-600">{message}</p>
    </div>
  );
}

/** The applicants page: the job's header, a 500 ms debounced search and the list with details. */
export function ApplicantsView({ jobId, initial, initialError }: { jobId: string; initial: JobApplicants | null; initialError?: string }) {
  const [data, setData] = useState<JobApplicants | null>(initial);
  const [error, setError] = useState<string | null>(initialError ?? null);
  const [search, setSearch] = useState("");
  const [debounced] = useDebounce(search.trim(), 500);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<Applicant | null>(null);
  const requestId = useRef(0);
  const loadedSearch = useRef("");

  useEffect(() => {
    if (initialError) toastError(initialError);
  }, [initialError]);

  async function load(term: string, page: number) {
    const id = ++requestId.current;
    setLoading(true);
    try {
      const next = await fetchApplicants(jobId, term, page);
      if (id !== requestId.current) return;
      setData((prev) => (page === 1 || !prev ? next : { ...next, candidates: [...prev.candidates, ...next.candidates] }));
      loadedSearch.current = term;
    } catch (err) {
      if (id !== requestId.current) return;
      const message = err instanceof FetchError ? err.message : FALLBACK;
      if (!(err instanceof FetchError)) console.error(err);
      toastError(message);
      setError(message);
    } finally {
      if (id === requestId.current) setLoading(false);
    }
  }

  useEffect(() => {
    if (debounced === loadedSearch.current) return;
    void load(debounced, 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load only depends on jobId, which is fixed for this page
  }, [debounced]);

  if (error || !data) return <FullPageError message={error ?? FALLBACK} />;

  const { job } = data;
  return (
    <div>
      <header className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{job.post}</h1>
          <JobStatusBadge status={job.status} variant="header" />
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="size-4 text-brand-700" />
            <dt className="text-slate-500">Payroll:</dt>
            <dd className="font-medium text-slate-900">{job.payroll}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Briefcase aria-hidden="true" className="size-4 text-brand-700" />
            <dt className="text-slate-500">Employment Type:</dt>
            <dd className="font-medium text-slate-900">{job.employmentType}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Users aria-hidden="true" className="size-4 text-brand-700" />
            <dt className="text-slate-500">Openings:</dt>
            <dd className="font-medium text-slate-900">{job.openings}</dd>
          </div>
          <div className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-brand-700" />
            <dt className="text-slate-500">Minimum Experience:</dt>
            <dd className="font-medium text-slate-900">{formatYears(job.minExperience)}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="applicants-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="applicants-title" className="text-xl font-semibold text-slate-900">
            Applicants ({data.total})
          </h2>
          <div className="relative w-full max-w-sm">
            <label htmlFor="applicant-search" className="sr-only">
              Search applicants
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
            <input
              id="applicant-search"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search applicants..."
              className="field-control pl-10"
            />
          </div>
        </div>

        <div aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-600">
          {loading ? "Loading applicants..." : null}
        </div>

        {data.candidates.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">
            {debounced ? "No applicants match your search." : "No one has applied to this job yet."}
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {data.candidates.map((applicant) => (
              <li key={applicant.applicationId} className="flex flex-wrap items-center gap-4 p-4">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                >
                  {applicant.fullName.trim().charAt(0).toUpperCase() || "?"}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{applicant.fullName}</p>
                  <p className="text-sm text-slate-600">{applicant.profile.currentCompany || "Not specified"}</p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  {applicant.profile.resumeFile ? (
                    <a
                      href={applicant.profile.resumeFile}
                      target="_blank"
                      rel="noopener"
                      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
                    >
                      <FileText aria-hidden="true" className="size-4" />
                      View Resume
                      <span className="sr-only"> of {applicant.fullName}</span>
                    </a>
                  ) : null}
                  <button type="button" className="btn-outline px-4 py-2" onClick={() => setSelected(applicant)}>
                    View Details
                    <span className="sr-only"> of {applicant.fullName}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}

        {data.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <button type="button" className="btn-outline" disabled={loading} onClick={() => void load(loadedSearch.current, data.page + 1)}>
              Load more applicants
            </button>
          </div>
        ) : null}
      </section>

      <ApplicantDetailsDialog applicant={selected} onClose={() => setSelected(null)} />
    </div>
  );
}
