import "server-only";
// Reads for the candidate's applications page.
import type { MyApplicationsPage } from "@/lib/applications/contract";
import { requireRole } from "@/lib/auth/guards";
import { listMyApplications } from "@/lib/applications/service/apply";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { myApplicationsPageSchema } from "@/lib/applications/schemas";

const MY_APPLICATIONS_PAGE_SIZE = 20;

/** /candidate/applications: the candidate's applications, 20 a page, page from the URL. */
export async function loadMyApplications(searchParams: SearchParams): Promise<MyApplicationsPage> {
  const user = await requireRole("Candidate");
  const { page } = parseSearchParams(myApplicationsPageSchema, searchParams);
  return listMyApplications(user, { page, limit: MY_APPLICATIONS_PAGE_SIZE });
}
