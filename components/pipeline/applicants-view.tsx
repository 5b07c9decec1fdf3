"use client";

import { useState, type ReactNode } from "react";
import { Briefcase, Clock, Users, Wallet } from "lucide-react";
import type { Applicant, JobApplicants } from "@/lib/pipeline/contract";
import { formatYears } from "@/lib/format/date";
import { SearchInput } from "@/components/ui/search-input";
import { JobStatusBadge } from "@/components/pipeline/status-badge";
import { ApplicantDetailsDialog } from "@/components/pipeline/applicant-details-dialog";
import { ApplicantRow } from "@/components/pipeline/applicant-row";
import { BulkActions } from "@/components/pipeline/bulk-actions";
import { PipelineDialogs } from "@/components/pipeline/pipeline-dialogs";
import { STAGE_PANEL_ID, StageTabs, tabId } from "@/components/pipeline/stage-tabs";
import { APPLICANTS_FALLBACK, useApplicantsSearch } from "@/components/pipeline/use-applicants-search";
import { usePipelineMoves } from "@/components/pipeline/use-pipeline-moves";
import { ApplicantsViews } from "@/components/pipeline/view-tabs";

function FullPageError({ message }: { message: string }) {
  return (
    <div role="alert" className="flex flex-col items-center py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-slate-600">{message}</p>
    </div>
  );
}

/** The job header's facts, in the order the employer reads them. */
function jobFacts(job: JobApplicants["job"]) {
  return [
    { label: "Payroll", Icon: Wallet, value: job.payroll },
    { label: "Employment Type", Icon: Briefcase, value: job.employmentType },
    { label: "Openings", Icon: Users, value: job.openings },
    { label: "Minimum Experience", Icon: Clock, value: formatYears(job.minExperience) },
  ];
}

/**
 * The applicants page: the job's header, a 500 ms debounced search, the stage tabs with counts, and
 * the list with details, "Move to" per applicant and bulk moves of the selected (issue 13). `matching`
 * (a slot the page fills: matching is another capability) adds a "Matching candidates" tab.
 */
export function ApplicantsView({
  jobId,
  initial,
  initialError,
  matching,
  submittals,
}: {
  jobId: string;
  initial: JobApplicants | null;
  initialError?: string;
  matching?: ReactNode;
  /** A "Submitted by TalentBridge" tab (the desk's submittals for this job), another slot. */
  submittals?: ReactNode;
}) {
  const { data, error, search, setSearch, debounced, stage, setStage, loading, loadMore, reload } = useApplicantsSearch(
    jobId,
    initial,
    initialError,
  );
  const [selected, setSelected] = useState<Applicant | null>(null);
  // Selected application ids; ids no longer in the list are ignored (selectedIds), not pruned.
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const candidates = data?.candidates ?? [];
  const selectedIds = candidates.filter((c) => checked.has(c.applicationId)).map((c) => c.applicationId);
  const moves = usePipelineMoves({
    nameOf: (id) => candidates.find((c) => c.applicationId === id)?.fullName ?? "An applicant",
    onChanged: reload,
    onBulkDone: (failedIds) => setChecked(new Set(failedIds)),
  });

  function toggle(applicationId: string, on: boolean) {
    setChecked((was) => {
      const next = new Set(was);
      if (on) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });
  }

  if (error || !data) return <FullPageError message={error ?? APPLICANTS_FALLBACK} />;

  const { job } = data;
  return (
    <div>
      <header className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{job.post}</h1>
          <JobStatusBadge status={job.status} variant="header" />
        </div>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {jobFacts(job).map(({ label, Icon, value }) => (
            <div key={label} className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-brand-700" />
              <dt className="text-slate-500">{label}:</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <ApplicantsViews matching={matching} submittals={submittals}>
        <section aria-labelledby="applicants-title" className={matching || submittals ? "mt-6" : "mt-8"}>
          <div className="flex flex-wrap items-center justify-between gap-4">
            <h2 id="applicants-title" className="text-xl font-semibold text-slate-900">
              Applicants ({data.total})
            </h2>
            <SearchInput
              id="applicant-search"
              label="Search applicants"
              value={search}
              onChange={setSearch}
              placeholder="Search applicants..."
              className="w-full max-w-sm"
            />
          </div>

          <div aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-600">
            {loading ? "Loading applicants..." : null}
          </div>

          <StageTabs value={stage} counts={data.counts} onChange={setStage} />
          <div role="tabpanel" id={STAGE_PANEL_ID} aria-labelledby={tabId(stage)}>
            <BulkActions
              total={data.candidates.length}
              selected={selectedIds.length}
              busy={moves.bulkBusy}
              result={moves.bulkResult}
              onSelectAll={(all) => setChecked(new Set(all ? data.candidates.map((c) => c.applicationId) : []))}
              onMove={(status) => void moves.bulk(selectedIds, status)}
              onReject={() => moves.setPending({ kind: "bulk-rejected" })}
            />
            {data.candidates.length === 0 ? (
              <p className="mt-4 rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">
                {debounced ? "No applicants match your search." : stage === "all" ? "No one has applied to this job yet." : "No applicants at this stage."}
              </p>
            ) : (
              <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
                {data.candidates.map((applicant) => (
                  <ApplicantRow
                    key={applicant.applicationId}
                    applicant={applicant}
                    selected={checked.has(applicant.applicationId)}
                    busy={moves.busyId === applicant.applicationId}
                    onSelect={(on) => toggle(applicant.applicationId, on)}
                    onDetails={() => setSelected(applicant)}
                    onMove={(status) => moves.pick(applicant, status)}
                  />
                ))}
              </ul>
            )}
          </div>

          {data.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <button type="button" className="btn-outline" disabled={loading} onClick={loadMore}>
                Load more applicants
              </button>
            </div>
          ) : null}
        </section>
      </ApplicantsViews>

      <ApplicantDetailsDialog applicant={selected} onClose={() => setSelected(null)} />
      <PipelineDialogs moves={moves} selectedCount={selectedIds.length} onBulkReject={(values) => moves.bulk(selectedIds, "rejected", values)} />
    </div>
  );
}
