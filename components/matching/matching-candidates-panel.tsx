"use client";

import { useEffect, useId, useState } from "react";
import { apiRequest } from "@/lib/client/api";
import type { MatchingCandidatesPage } from "@/lib/matching/contract/candidates";
import type { getMatchingCandidates } from "@/lib/matching/operations/candidates";
import { InviteDialog, type InviteTarget } from "@/components/matching/invite-dialog";
import { MatchingCandidateRow } from "@/components/matching/matching-candidate-row";
import { HeadedSection } from "@/components/ui/headed-section";

export const NO_SKILLS_TEXT = "This job has no skills yet: add skills to see matching candidates";
export const NO_MATCHES_TEXT = "No discoverable candidate matches this job yet";
const LOAD_FAILED = "Could not load matching candidates. Please try again.";

type Loaded = { key: string; data: MatchingCandidatesPage } | { key: string; error: string };

/**
 * The applicants page's "Matching candidates" tab (decisions.md section 14): discoverable candidates
 * who have the job's skills, best first, 20 a page (Next / Previous), "Only verified skills", and
 * "Invite to apply" per candidate in a dialog. It reads GET jobs/{id}/matching-candidates when shown;
 * a job without skills asks for skills instead. `canInvite` is false for a closed job.
 */
export function MatchingCandidatesPanel({ jobId, hasSkills, canInvite }: { jobId: string; hasSkills: boolean; canInvite: boolean }) {
  const headingId = useId();
  const [page, setPage] = useState(1);
  const [verifiedOnly, setVerifiedOnly] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Invited in this visit: the row says so at once, whatever page is reloaded later.
  const [invitedNow, setInvitedNow] = useState<ReadonlySet<string>>(new Set());
  const [inviting, setInviting] = useState<InviteTarget | null>(null);
  const key = `${page}:${verifiedOnly}`;

  useEffect(() => {
    if (!hasSkills) return;
    const controller = new AbortController();
    apiRequest<typeof getMatchingCandidates>("GET", `/jobs/${encodeURIComponent(jobId)}/matching-candidates`, {
      query: { page, verifiedOnly },
      signal: controller.signal,
    })
      .then((result) => setLoaded(result.ok ? { key, data: result.data } : { key, error: result.message || LOAD_FAILED }))
      .catch(() => undefined); // aborted: a newer page or filter is on its way
    return () => controller.abort();
  }, [jobId, hasSkills, page, verifiedOnly, key]);

  // Another filter is another list: it starts again at page 1.
  function filterVerified(only: boolean) {
    setVerifiedOnly(only);
    setPage(1);
  }

  const loading = hasSkills && loaded?.key !== key;
  const data = loaded && "data" in loaded ? loaded.data : null;

  return (
    <HeadedSection headingId={headingId} title="Matching candidates">
      <p className="mt-1 text-sm text-slate-600">
        Candidates who let employers find them and have skills this job asks for, best match first. You see no contact details
        until they apply.
      </p>
      {!hasSkills ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">{NO_SKILLS_TEXT}</p>
      ) : (
        <>
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
              <input type="checkbox" className="size-4" checked={verifiedOnly} onChange={(event) => filterVerified(event.target.checked)} />
              Only verified skills
            </label>
            {!canInvite ? <p className="text-sm text-slate-600">This job is closed: reopen it to invite candidates.</p> : null}
          </div>
          <div aria-live="polite" className="mt-2 min-h-6 text-sm text-slate-600">
            {loading ? "Loading matching candidates..." : null}
          </div>
          {loaded && "error" in loaded && !loading ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
              {loaded.error}
            </p>
          ) : null}
          {data && data.candidates.length === 0 ? (
            <p className="mt-2 rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">{NO_MATCHES_TEXT}</p>
          ) : null}
          {data && data.candidates.length > 0 ? (
            <ul aria-label="Matching candidates" aria-busy={loading} className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {data.candidates.map((candidate) => (
                <MatchingCandidateRow
                  key={candidate.candidateId}
                  candidate={invitedNow.has(candidate.candidateId) ? { ...candidate, invited: true } : candidate}
                  canInvite={canInvite}
                  onInvite={() => setInviting({ candidateId: candidate.candidateId, name: candidate.name })}
                />
              ))}
            </ul>
          ) : null}
          {data && (page > 1 || data.hasNextPage) ? (
            <nav aria-label="Matching candidates pages" className="mt-4 flex items-center justify-between gap-3">
              <button type="button" className="btn-outline px-4 py-2" disabled={page === 1 || loading} onClick={() => setPage((p) => p - 1)}>
                Previous
              </button>
              <span className="text-sm text-slate-600">Page {page}</span>
              <button type="button" className="btn-outline px-4 py-2" disabled={!data.hasNextPage || loading} onClick={() => setPage((p) => p + 1)}>
                Next
              </button>
            </nav>
          ) : null}
        </>
      )}
      <InviteDialog
        jobId={jobId}
        candidate={inviting}
        onClose={() => setInviting(null)}
        onInvited={(id) => setInvitedNow((was) => new Set(was).add(id))}
      />
    </HeadedSection>
  );
}
