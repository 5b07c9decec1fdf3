import "server-only";
import { requireRole } from "@/lib/auth/guards";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import type { UniversityProfileJson } from "@/lib/university/contract";
import { getUniversityProfile, listOwnRequests } from "@/lib/university/service";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { universityRequestsQuerySchema } from "@/lib/university/schemas";

// Each read checks the University role itself (a layout does not guard its pages' RSC payload).

/** The profile for /university/profile; a failure is logged and the form starts empty. */
export async function loadUniversityProfile(): Promise<UniversityProfileJson | null> {
  const user = await requireRole("University");
  try {
    return await getUniversityProfile(user);
  } catch (error) {
    console.error("[university] could not load the profile:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** One page of the university's own requests for /university/explore. */
export async function loadOwnRequests(params: SearchParams) {
  const user = await requireRole("University");
  const query = parseSearchParams(universityRequestsQuerySchema, params);
  return { query, result: await listOwnRequests(user, query) };
}

/**
 * Where the institute's review stands (decisions.md section 20), for the area's notice: null once
 * approved or without an institute profile (the pages say what to do then).
 */
export async function loadReviewStatus(user: SessionUser): Promise<{ status: Exclude<ModerationStatus, "approved">; email: string } | null> {
  const row = await db.university.findUnique({ where: { userId: user.id }, select: { status: true } });
  if (!row || row.status === "approved") return null;
  return { status: row.status, email: user.email };
}
