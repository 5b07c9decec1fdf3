"use client";

import { useState } from "react";
import { useInView } from "react-intersection-observer";
import Link from "next/link";
import { BriefcaseBusiness, SearchX } from "lucide-react";
import { closeJobAction, deleteJobAction, renewJobAction } from "@/lib/job-posting/actions";
import { toastError, toastSuccess } from "@/lib/client/toast";
import type { JobJson } from "@/lib/job-search/service/serialize";
import type { EmployerJobsPage } from "@/lib/job-posting/contract";
import { SearchInput } from "@/components/ui/search-input";
import { ConfirmDeleteDialog } from "@/components/job-posting/confirm-delete-dialog";
import { EmployerJobCard } from "@/components/job-posting/employer-job-card";
import { CloseJobDialog, RenewJobDialog, type CloseReasonChoice } from "@/components/job-posting/job-lifecycle-dialogs";
import { useEmployerJobsFeed } from "@/components/job-posting/use-employer-jobs-feed";

// A thrown action (the network, a redeploy) is shown like a refusal.
function failed(error: unknown): null {
  console.error(error);
  return null;
}

/**
 * The employer's jobs with application counts. The next page loads when the end-of-list marker
 * comes into view (1% visible), more pages exist and nothing is loading; a new search starts at page 1.
 */
export function ApplicationsDashboard({ initial, renew = null }: { initial: EmployerJobsPage | null; renew?: JobJson | null }) {
  const { ref: endRef, inView } = useInView({ threshold: 0.01 });
  const { entries, loading, search, shownSearch, setSearch, removeJob, replaceJob } = useEmployerJobsFeed(initial, inView);
  const [toDelete, setToDelete] = useState<JobJson | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [toClose, setToClose] = useState<JobJson | null>(null);
  // The expiry reminder links here with ?renew=<id>: its Renew dialog opens at once.
  const [toRenew, setToRenew] = useState<JobJson | null>(renew);

  // Close and renew answer the job: its card updates in place. A refusal (e.g. closed meanwhile in
  // another tab) toasts the server's message, which says why.
  async function closeJob(job: JobJson, reason: CloseReasonChoice) {
    const result = await closeJobAction({ id: job.id, reason }).catch(failed);
    setToClose(null);
    if (result?.ok) {
      replaceJob(result.data);
      toastSuccess("Job closed");
    } else toastError(result?.message ?? "Error while closing job");
  }

  async function renewJob(job: JobJson, days: number) {
    const result = await renewJobAction({ id: job.id, days }).catch(failed);
    setToRenew(null);
    if (result?.ok) {
      replaceJob(result.data);
      toastSuccess("Job renewed");
    } else toastError(result?.message ?? "Error while renewing job");
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    const result = await deleteJobAction({ id: toDelete.id }).catch(failed);
    setDeleting(false);
    setToDelete(null);
    if (result?.ok) {
      removeJob(toDelete.id);
      toastSuccess("Job deleted successfully");
    } else {
      toastError("Error while deleting job");
    }
  }

  return (
    <div>
      <SearchInput
        id="job-search"
        label="Search jobs"
        value={search}
        onChange={setSearch}
        placeholder="Search jobs by title, type, or description..."
        className="max-w-xl"
      />

      <div aria-live="polite" className="mt-6">
        {loading === "search" ? <p className="py-6 text-center text-slate-600">Searching for matches...</p> : null}
      </div>

      {entries.length > 0 ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {entries.map(({ job, count, newCount, awaitingCount }) => (
            <EmployerJobCard
              key={job.id}
              job={job}
              count={count}
              newCount={newCount}
              awaitingCount={awaitingCount}
              onDelete={setToDelete}
              onClose={setToClose}
              onRenew={setToRenew}
            />
          ))}
        </div>
      ) : loading === null && shownSearch === "" ? (
        <NoJobsYet />
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
      <CloseJobDialog job={toClose} onSubmit={closeJob} onCancel={() => setToClose(null)} />
      <RenewJobDialog job={toRenew} onSubmit={renewJob} onCancel={() => setToRenew(null)} />
    </div>
  );
}

/**
 * An employer without a job (none searched for): the first step, not the spec's search-miss text,
 * which stays for a search that finds nothing (issue 30).
 */
function NoJobsYet() {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-16 text-center">
      <BriefcaseBusiness aria-hidden="true" className="size-12 text-slate-400" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">No jobs posted yet</h2>
      <p className="mt-2 max-w-md text-slate-600">
        Your jobs and their applications will appear here. Our team reviews each new job before candidates can see it.
      </p>
      <Link href="/employer/postjobs" className="btn-primary mt-6 px-5 py-2.5">
        Post your first job
      </Link>
    </div>
  );
}
