import "server-only";
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import type { EmployerProfile } from "@/lib/employers/operations";
import type { EmployerJobsPage, JobApplicants } from "@/lib/job-posting/operations";
import type { SessionUser } from "@/lib/auth/types";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { getJobApplicants } from "@/lib/pipeline/service/applicants";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { getOwnJob, listEmployerJobs } from "@/lib/job-posting/service/dashboard";
import { getEmployerProfile, getEmployerStatus } from "@/lib/employers/service/profile";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { jobApplicantsQuerySchema, renewLinkQuerySchema } from "@/lib/job-posting/schemas/employer-jobs";

/** The profile for /employer/profile; a failure is logged only (spec section 8), the form then starts empty. */
export async function loadEmployerProfile(user: SessionUser): Promise<EmployerProfile | null> {
  try {
    return await getEmployerProfile(user);
  } catch (error) {
    console.error("[employer] could not load the profile:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** The moderation status for /employer/postjobs; a missing company profile counts as pending. */
export async function loadEmployerStatus(user: SessionUser): Promise<ModerationStatus> {
  try {
    return await getEmployerStatus(user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return "pending";
    throw error;
  }
}

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

export type ApplicantsLoad = { ok: true; data: JobApplicants } | { ok: false; message: string };

/**
 * One of the employer's jobs with its applicants. Another employer's (or a deleted, or a malformed)
 * job id is notFound(): the page answers HTTP 404 (its route has no loading.tsx, whose streamed
 * shell would have committed a 200 before this ran).
 */
export async function loadJobApplicants(user: SessionUser, jobId: string): Promise<ApplicantsLoad> {
  const query = jobApplicantsQuerySchema.safeParse({ jobId });
  if (!query.success) notFound();
  try {
    return { ok: true, data: await getJobApplicants(user, query.data) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
    console.error("[employer] could not load applicants:", error instanceof Error ? error.message : error);
    return { ok: false, message: "Failed to fetch data" };
  }
}
