import "server-only";
import type { z } from "zod";
import { requireRole } from "@/lib/auth/guards";
import {
  listContactMessages,
  listEmployers,
  listJobs,
  listRequests,
  pendingCounts,
} from "@/lib/services/admin";
import { moderationListQuerySchema, pageQuerySchema, requestListQuerySchema } from "@/lib/validations/admin";

type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of each search parameter (a repeated ?status=a&status=b keeps the first). */
function firstValues(params: SearchParams): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(params).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/** Parses a console URL's query; a hand-edited bad value falls back to the unfiltered first page. */
function parseOr<S extends z.ZodType>(schema: S, params: SearchParams, fallback: unknown): z.output<S> {
  const parsed = schema.safeParse(firstValues(params));
  if (parsed.success) return parsed.data;
  const retry = schema.safeParse(fallback);
  if (!retry.success) throw new Error("invalid fallback query");
  return retry.data;
}

export const OVERVIEW_QUEUE_SIZE = 10;

// Each read checks the Admin role itself: the console layout does too, but a layout does not guard
// the pages below it on client-side navigation, nor their RSC payload.

/** /admin: what waits for a decision. */
export async function loadOverview() {
  await requireRole("Admin");
  const [counts, employers, jobs] = await Promise.all([
    pendingCounts(),
    listEmployers({ status: "pending", page: 1, limit: OVERVIEW_QUEUE_SIZE }),
    listJobs({ status: "pending", page: 1, limit: OVERVIEW_QUEUE_SIZE }),
  ]);
  return { counts, employers, jobs };
}

export async function loadEmployers(params: SearchParams) {
  await requireRole("Admin");
  const query = parseOr(moderationListQuerySchema, params, {});
  return { query, result: await listEmployers(query) };
}

export async function loadJobs(params: SearchParams) {
  await requireRole("Admin");
  const query = parseOr(moderationListQuerySchema, params, {});
  return { query, result: await listJobs(query) };
}

export async function loadRequests(params: SearchParams) {
  await requireRole("Admin");
  const query = parseOr(requestListQuerySchema, params, {});
  return { query, result: await listRequests(query) };
}

export async function loadContactMessages(params: SearchParams) {
  await requireRole("Admin");
  const query = parseOr(pageQuerySchema, params, {});
  return { query, result: await listContactMessages(query) };
}
