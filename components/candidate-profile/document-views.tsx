"use client";

import { useState } from "react";
import type { DocumentView, DocumentViewsPage } from "@/lib/candidate-profile/contract";
import type { documentViews as documentViewsOp } from "@/lib/candidate-profile/operations/profile";
import { apiRequest } from "@/lib/client/api";
import { FILE_KIND_LABELS } from "@/lib/format/file-kind";
import { formatDateTime } from "@/lib/format/date";
import type { Role } from "@/lib/generated/prisma/enums";
import { DOCUMENT_VIEWS_PAGE_SIZE } from "@/lib/candidate-profile/schemas/document-views";
import { HeadedSection } from "@/components/ui/headed-section";

export const EMPTY_MESSAGE = "Nobody has opened your documents yet.";

const ROLE_LABELS: Record<Role, string> = {
  Employer: "Employer",
  Admin: "Administrator",
  University: "University",
  Candidate: "Candidate",
  Trainer: "Trainer",
  Recruiter: "Recruiter",
  Finance: "Finance",
};

type Loaded = { items: DocumentView[]; page: number; hasNextPage: boolean };

/**
 * "Who viewed my documents": the latest views come with the page (server-rendered); "Show more"
 * appends the next page, read in the browser, so the candidate keeps their place on the profile.
 */
export function DocumentViews({ initial }: { initial: DocumentViewsPage }) {
  const [loaded, setLoaded] = useState<Loaded>(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function showMore() {
    setLoading(true);
    setError(null);
    // The API's default page size is the one the page started with (20).
    const result = await apiRequest<typeof documentViewsOp>("GET", "/candidate/document-views", { query: { page: loaded.page + 1 } });
    setLoading(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    // The API answers a bare array (decisions.md section 12): a full page may have more after it.
    const items = result.data;
    setLoaded((prev) => ({ items: [...prev.items, ...items], page: prev.page + 1, hasNextPage: items.length === DOCUMENT_VIEWS_PAGE_SIZE }));
  }

  return (
    <HeadedSection headingId="document-views-title" title="Who viewed my documents" className="mt-12 rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <p className="mt-1 text-sm text-slate-600">
        Employers you applied to may open your resume; our staff may open any document while checking your profile. Repeated opens
        by the same person within a few minutes show once.
      </p>
      {loaded.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-700">{EMPTY_MESSAGE}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">People who opened your documents, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-700">
              <tr>
                <th scope="col" className="py-2 pr-4 font-semibold">Viewer</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Organisation</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Role</th>
                <th scope="col" className="py-2 pr-4 font-semibold">Document</th>
                <th scope="col" className="py-2 font-semibold">When</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {loaded.items.map((view, index) => (
                // Views carry no id (the contract's shape) and the list only grows at its end, so the
                // position is a stable key.
                <tr key={index}>
                  <td className="py-2 pr-4 break-words">{view.viewer}</td>
                  <td className="py-2 pr-4 break-words">{view.organisation ?? "—"}</td>
                  <td className="py-2 pr-4">{ROLE_LABELS[view.role]}</td>
                  <td className="py-2 pr-4">{FILE_KIND_LABELS[view.fileKind]}</td>
                  <td className="py-2">
                    <time dateTime={view.viewedAt}>{formatDateTime(view.viewedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {loaded.hasNextPage ? (
        <button type="button" className="btn-outline mt-4" onClick={showMore} disabled={loading} aria-busy={loading}>
          {loading ? "Loading..." : "Show more"}
        </button>
      ) : null}
    </HeadedSection>
  );
}
