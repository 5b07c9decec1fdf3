import "server-only";
import { notFound } from "next/navigation";
import { ApiError } from "@/lib/api/errors";
import type { JobApplicants } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { getJobApplicants } from "@/lib/pipeline/service/applicants";
import { jobApplicantsQuerySchema } from "@/lib/pipeline/schemas";

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
