import "server-only";
import type { CandidateWithProfile, DocumentViewsPage } from "@/lib/candidate-profile/contract";
import { requireRole } from "@/lib/auth/guards";
import { getCandidateProfile } from "@/lib/candidate-profile/service/profile";
import { listDocumentViews } from "@/lib/candidate-profile/service/document-views";
import { DOCUMENT_VIEWS_PAGE_SIZE } from "@/lib/candidate-profile/schemas/document-views";
import { profilePageQuerySchema } from "@/lib/candidate-profile/schemas/profile-page";
import { PROFILE_STEPS } from "@/lib/candidate-profile/schemas/steps";
import { academicsLocked } from "@/lib/campus/service/students";
import { safeNextPath } from "@/lib/site/next-path";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

export type ProfilePageData = {
  /** The same shape GET candidate/get-profile returns. */
  candidate: CandidateWithProfile;
  /** The institute verified the course, passing year and marks (the wizard shows them read-only). */
  academicsLocked: boolean;
  /** "Who viewed my documents": the latest page (the section loads further pages in the browser). */
  views: DocumentViewsPage;
  /** Where to go once the submit completes the profile (decisions.md section 19), a same-site path. */
  next: string | null;
  /**
   * A complete profile opens as a profile (the read view, docs/decisions/0051); a step asked for
   * (`?step=`: an "Edit" link) or an incomplete profile opens the wizard, at `step` when one was asked for.
   */
  view: { mode: "profile" } | { mode: "wizard"; step?: number };
};

/** The profile page's data (candidates only). */
export async function loadProfilePage(searchParams: SearchParams): Promise<ProfilePageData> {
  const user = await requireRole("Candidate");
  const query = parseSearchParams(profilePageQuerySchema, searchParams);
  const [candidate, views, locked] = await Promise.all([
    getCandidateProfile(user),
    listDocumentViews(user, { page: 1, limit: DOCUMENT_VIEWS_PAGE_SIZE }),
    academicsLocked(user.id),
  ]);
  const step = query.step === undefined ? undefined : PROFILE_STEPS.indexOf(query.step);
  const view: ProfilePageData["view"] =
    candidate.profile.isProfileCompleted && step === undefined ? { mode: "profile" } : { mode: "wizard", step };
  return { candidate, academicsLocked: locked, views, next: safeNextPath(query.next), view };
}
