import "server-only";
// Reads for the company's application page (/employer/application/[id]) and the interviews page.
import { notFound, redirect } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import { idParams } from "@/lib/api/schemas";
import type { SessionUser } from "@/lib/auth/types";
import { companyMembership } from "@/lib/job-posting/service/approved-employer";
import type { AssignedInterviewsPage, CompanyInterviewsPage } from "@/lib/teams/contract/interviews";
import { interviewsPageQuerySchema } from "@/lib/teams/schemas/interviews";
import { getApplicationPage, type ApplicationPage } from "@/lib/teams/service/application-page";
import { listAssignedInterviews } from "@/lib/teams/service/assigned";
import { listCompanyInterviews } from "@/lib/teams/service/company-interviews";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";

export const INTERVIEWS_PATH = "/employer/interviews";

/**
 * One application for a member of its company. Whatever the member may not read (another company's,
 * one not assigned to an interviewer, a malformed id, a company not approved) is notFound(): the
 * page answers 404 and tells nothing about the application.
 */
export async function loadApplicationPage(user: SessionUser, id: string): Promise<ApplicationPage> {
  const params = idParams.safeParse({ id });
  if (!params.success) notFound();
  try {
    return await getApplicationPage(user, params.data);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403)) notFound();
    throw error;
  }
}

export type InterviewsLoad =
  | { ok: true; manages: boolean; view: "company"; data: CompanyInterviewsPage }
  | { ok: true; manages: boolean; view: "mine"; data: AssignedInterviewsPage }
  | { ok: false; message: string };

/**
 * /employer/interviews: owners and recruiters see every upcoming interview of the company (or, with
 * `?view=mine`, those assigned to them); an interviewer sees theirs. The page number from the URL, 20 a page.
 */
export async function loadInterviews(user: SessionUser, searchParams: SearchParams): Promise<InterviewsLoad> {
  const query = parseSearchParams(interviewsPageQuerySchema, searchParams);
  const membership = await companyMembership(user.id);
  const manages = membership !== null && membership.role !== "interviewer";
  try {
    if (manages && query.view !== "mine") return { ok: true, manages, view: "company", data: await listCompanyInterviews(user, query) };
    return { ok: true, manages, view: "mine", data: await listAssignedInterviews(user, query) };
  } catch (error) {
    // A company not approved (403) or no company at all (404): said on the page, in the service's words.
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    throw error;
  }
}

/** An interviewer has no jobs to post or manage: their employer pages lead to their interviews instead. */
export async function redirectInterviewer(user: SessionUser): Promise<void> {
  const membership = await companyMembership(user.id);
  if (membership?.role === "interviewer") redirect(INTERVIEWS_PATH);
}
