import "server-only";
// Reads for the desk's candidate pages: /desk/candidates (the search, the chosen job, the saved
// searches; the job picker asks GET desk/jobs itself) and /desk/candidates/[id].
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { requireRole } from "@/lib/auth/guards";
import type { DeskCandidateDetail, DeskCandidatesPage, SavedSearchJson } from "@/lib/desk/contract/common";
import { deskCandidatesQuerySchema, type DeskCandidatesQuery } from "@/lib/desk/schemas/common";
import { getDeskCandidate, searchDeskCandidates } from "@/lib/desk/service/candidates";
import { openDeskJob, type DeskJob } from "@/lib/desk/service/open-jobs";
import { listSavedSearches } from "@/lib/desk/service/saved-searches";
import { findSkillsByIds } from "@/lib/skills/service/catalogue";
import { idParams, parseSearchParams, type SearchParams } from "@/lib/validations/common";

export type DeskCandidatesView = {
  query: DeskCandidatesQuery;
  /** The page of candidates, or why there is none (a job no longer open). */
  result: { ok: true; data: DeskCandidatesPage } | { ok: false; message: string };
  /** The chosen job (its skills say the match in words); null without one or when it is not open. */
  job: DeskJob | null;
  /** The skills filter's skills with their names, in the URL's order. */
  skills: { id: string; name: string }[];
  savedSearches: SavedSearchJson[];
};

/** /desk/candidates: the filters from the URL (a bad one resets them), the results and the page's lists. */
export async function loadDeskCandidates(searchParams: SearchParams): Promise<DeskCandidatesView> {
  const user = await requireRole("Recruiter");
  const query = parseSearchParams(deskCandidatesQuerySchema, searchParams);
  const [result, job, skills, { savedSearches }] = await Promise.all([
    searchDeskCandidates(user, query).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => {
        // The chosen job closed (or never was open): said on the page, the filters stay.
        if (error instanceof ApiError && error.status === 404) return { ok: false as const, message: error.message };
        throw error;
      },
    ),
    query.jobId ? openDeskJob(query.jobId).catch(() => null) : Promise.resolve(null),
    findSkillsByIds(query.skills ?? []),
    listSavedSearches(user),
  ]);
  return { query, result, job, skills: skills.map(({ id, name }) => ({ id, name })), savedSearches };
}

/** /desk/candidates/[id]: anyone outside the desk's pool (or a malformed id) is the page's 404. */
export async function loadDeskCandidate(id: string): Promise<DeskCandidateDetail> {
  const user = await requireRole("Recruiter");
  const params = idParams.safeParse({ id });
  if (!params.success) notFound();
  try {
    return await getDeskCandidate(user, params.data);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
