import "server-only";
// Reads for /candidate/saved: the candidate's saved jobs, one page from the URL.
import type { SavedJobsPage } from "@/lib/saved-jobs/contract";
import { requireRole } from "@/lib/auth/guards";
import { listSavedJobs } from "@/lib/saved-jobs/service";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { SAVED_JOBS_PAGE_SIZE, savedJobsQuerySchema } from "@/lib/saved-jobs/schemas";

/** /candidate/saved: 20 a page (fixed), the page number from the URL. */
export async function loadSavedJobs(searchParams: SearchParams): Promise<SavedJobsPage> {
  const user = await requireRole("Candidate");
  const { page } = parseSearchParams(savedJobsQuerySchema, searchParams);
  return listSavedJobs(user, { page, limit: SAVED_JOBS_PAGE_SIZE });
}
