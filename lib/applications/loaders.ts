import "server-only";
// Reads for the candidate's applications pages.
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import type { MyApplicationsPage } from "@/lib/applications/contract";
import { requireRole } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import { getMyApplication, listMyApplications } from "@/lib/applications/service/apply";
import type { ApplicationJson } from "@/lib/job-search/service/application-json";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { myApplicationsPageSchema } from "@/lib/applications/schemas";

const MY_APPLICATIONS_PAGE_SIZE = 20;

/** /candidate/applications: the candidate's applications, 20 a page, page from the URL. */
export async function loadMyApplications(searchParams: SearchParams): Promise<MyApplicationsPage> {
  const user = await requireRole("Candidate");
  const { page } = parseSearchParams(myApplicationsPageSchema, searchParams);
  return listMyApplications(user, { page, limit: MY_APPLICATIONS_PAGE_SIZE });
}

/** /candidate/applications/{id}: one of the candidate's applications; anyone else's is notFound() (HTTP 404). */
export async function loadMyApplication(user: SessionUser, id: string): Promise<ApplicationJson> {
  try {
    return await getMyApplication(user, { id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
