import "server-only";
import { requireRole } from "@/lib/auth/guards";
import { listContactMessages, listEmployers, listJobs, listRequests, pendingCounts } from "@/lib/moderation/service/lists";
import { parseSearchParams, type SearchParams } from "@/lib/validations/common";
import { moderationListQuerySchema, pageQuerySchema, requestListQuerySchema } from "@/lib/moderation/schemas";

const OVERVIEW_QUEUE_SIZE = 10;

// Each read checks the Admin role itself: the console layout does too, but a layout does not guard
// the pages below it on client-side navigation, nor their RSC payload.

/** /admin: what waits for a decision. */
export async function loadOverview() {
  const admin = await requireRole("Admin");
  const queue = { status: "pending", page: 1, limit: OVERVIEW_QUEUE_SIZE } as const;
  const [counts, employers, jobs] = await Promise.all([pendingCounts(admin), listEmployers(admin, queue), listJobs(admin, queue)]);
  return { counts, employers, jobs };
}

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

export async function loadContactMessages(params: SearchParams) {
  const admin = await requireRole("Admin");
  const query = parseSearchParams(pageQuerySchema, params);
  return { query, result: await listContactMessages(admin, query) };
}
