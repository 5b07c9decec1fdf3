import "server-only";
import { ApiError } from "@/lib/api/errors";
import type { EmployerProfile } from "@/lib/employers/contract";
import type { SessionUser } from "@/lib/auth/types";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { getEmployerProfile, getEmployerStatus } from "@/lib/employers/service/profile";
import { reviewHints, type ReviewHints } from "@/lib/employers/rules/review";

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

/** The pending employer's standing on the checks that speed a review; null when the profile cannot be read. */
export async function loadReviewHints(user: SessionUser): Promise<ReviewHints | null> {
  const profile = await loadEmployerProfile(user);
  return profile ? reviewHints(profile) : null;
}
