import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { listEmployers, listJobs, listRequests } from "@/lib/moderation/service/lists";
import { listUniversities } from "@/lib/moderation/service/universities";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { moderationListQuerySchema, requestListQuerySchema } from "@/lib/moderation/schemas";

// Each read checks the Admin role itself: the console layout does too, but a layout does not guard
// the pages below it on client-side navigation, nor their RSC payload.

export async function loadEmployers(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(moderationListQuerySchema, params);
  return { query, result: await listEmployers(admin, query) };
}

export async function loadJobs(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(moderationListQuerySchema, params);
  return { query, result: await listJobs(admin, query) };
}

export async function loadRequests(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(requestListQuerySchema, params);
  return { query, result: await listRequests(admin, query) };
}

export async function loadUniversities(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(moderationListQuerySchema, params);
  return { query, result: await listUniversities(admin, query) };
}
