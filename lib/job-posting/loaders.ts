import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { EmployerJobsPage } from "@/lib/job-posting/contract";
import type { SessionUser } from "@/lib/auth/types";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { getOwnJob, listEmployerJobs } from "@/lib/job-posting/service/dashboard";
import { postJobDefaults } from "@/lib/job-posting/service/post-job";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { renewLinkQuerySchema } from "@/lib/job-posting/schemas/employer-jobs";

/**
 * The job named by `?renew=<id>` (the expiry reminder's link), when it is the employer's own and
 * approved, so the dashboard opens its Renew dialog; anything else (absent, malformed, another's) is null.
 */
export async function loadJobToRenew(user: SessionUser, searchParams: SearchParams): Promise<JobJson | null> {
  const { renew } = parseSearchParams(renewLinkQuerySchema, searchParams);
  if (!renew) return null;
  try {
    const job = await getOwnJob(user, renew);
    return job.status === "approved" ? job : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The first page of the applications dashboard, or null when it cannot be read (the page then toasts). */
export async function loadFirstJobsPage(user: SessionUser): Promise<EmployerJobsPage | null> {
  try {
    return await listEmployerJobs(user, { page: 1 });
  } catch (error) {
    console.error("[employer] could not load jobs:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** The post-job form's prefilled location: the company's city and state (decisions.md section 19). */
export async function loadPostJobDefaults(user: SessionUser): Promise<{ city: string; state: string }> {
  return (await postJobDefaults(user)) ?? { city: "", state: "" };
}
