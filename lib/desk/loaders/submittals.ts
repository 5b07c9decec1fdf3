import "server-only";
// Page data of the submittal pages: /desk/submittals (the recruiter's), /candidate/submittals (the
// candidate's requests) and /submittals/review (the mail's signed link; no login needed).
import { ApiError } from "@/lib/api/errors";
import { getCurrentUser, requireRole } from "@/lib/auth/guards";
import type { CandidateSubmittalsPage, DeskSubmittalsPage, ReviewLinkJson } from "@/lib/desk/contract/common";
import { describeReviewLink } from "@/lib/desk/service/review-link";
import { listCandidateSubmittals, listDeskSubmittals } from "@/lib/desk/service/submittal-lists";
import { candidateSubmittalsQuerySchema, deskSubmittalsQuerySchema, type DeskSubmittalsQuery } from "@/lib/desk/schemas/submittals";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

/** /desk/submittals: the status filter and page from the URL (a bad value resets them) and the list. */
export async function loadDeskSubmittals(searchParams: SearchParams): Promise<{ query: DeskSubmittalsQuery; data: DeskSubmittalsPage }> {
  const user = await requireRole("Recruiter");
  const query = parseSearchParams(deskSubmittalsQuerySchema, searchParams);
  return { query, data: await listDeskSubmittals(user, query) };
}

/** /candidate/submittals: the candidate's requests, newest first. */
export async function loadCandidateSubmittals(searchParams: SearchParams): Promise<CandidateSubmittalsPage> {
  const user = await requireRole("Candidate");
  return listCandidateSubmittals(user, parseSearchParams(candidateSubmittalsQuerySchema, searchParams));
}

export type ReviewLinkPage = { ok: true; review: ReviewLinkJson; signedIn: boolean } | { ok: false; message: string; expired: boolean };

const INCOMPLETE = "This review link is incomplete. Please open the link from the e-mail again.";

/** /submittals/review: what the link shows, or why it does not work (invalid, expired, decided, another company's). */
export async function loadReviewLink(searchParams: SearchParams): Promise<ReviewLinkPage> {
  const raw = searchParams.token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  if (!token) return { ok: false, message: INCOMPLETE, expired: false };
  const viewer = await getCurrentUser();
  try {
    return { ok: true, review: await describeReviewLink(viewer, token), signedIn: viewer?.role === "Employer" };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message, expired: error.code === "GONE" };
    throw error;
  }
}
