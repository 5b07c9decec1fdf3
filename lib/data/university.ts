import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { getUniversityProfile, listOwnRequests, type UniversityProfileJson } from "@/lib/services/university";
import { UNIVERSITY_REQUESTS_PAGE_SIZE, universityRequestsQuerySchema } from "@/lib/validations/university";

/** The profile for /university/profile; a failure is logged and the form starts empty. */
export async function loadUniversityProfile(user: SessionUser): Promise<UniversityProfileJson | null> {
  try {
    return await getUniversityProfile(user);
  } catch (error) {
    console.error("[university] could not load the profile:", error instanceof Error ? error.message : error);
    return null;
  }
}

/** One page of the university's own requests for /university/explore. */
export async function loadOwnRequests(user: SessionUser, params: Record<string, string | string[] | undefined>) {
  const raw = Array.isArray(params.page) ? params.page[0] : params.page;
  const parsed = universityRequestsQuerySchema.safeParse({ page: raw });
  const query = parsed.success ? parsed.data : { page: 1, limit: UNIVERSITY_REQUESTS_PAGE_SIZE };
  return { query, result: await listOwnRequests(user, query) };
}
