import "server-only";
import { requireRole } from "@/lib/auth/guards";
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
