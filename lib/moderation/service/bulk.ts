// Bulk approval (issue 30): an admin selects pending employers, jobs, universities or university requests
// and approves (accepts) them at once. An item carrying a fraud or risk signal is never waved through
// (decisions.md section 20): it stays pending, reported as `flagged`, for a decision of its own. Each item is its own decision through the single-item path, so
// it is the same conditional transition from `pending` (a race with a single decision cannot decide
// it twice), with its own AdminDecision row and its own mail after its own commit. Items are taken one
// after another: one item's failure never undoes another's decision, and the answer says per item
// what happened.
import { ApiError } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { nudgeTask } from "@/lib/queue";
import { assertAdmin } from "@/lib/admin/service/access";
import { logger } from "@/lib/log/logger";
import type { BulkItemResult, BulkResultJson } from "@/lib/moderation/contract";
import { decideEmployerItem, decideJobItem, decideRequestItem, type Decided } from "@/lib/moderation/service/decisions";
import { duplicateNameIds, employerSignals } from "@/lib/moderation/service/employer-signals";
import { decideUniversityItem } from "@/lib/moderation/service/universities";
import { employerSignalWords, jobSignalWords } from "@/lib/moderation/rules";
import { jobSignals } from "@/lib/job-posting/rules/job-signals";
import type { BulkDecision } from "@/lib/moderation/schemas";

type Kind = {
  what: string;
  /** The single-item decision, from pending to the positive status. */
  decide: (admin: SessionUser, id: string) => Promise<Decided<{ status: string }>>;
  /** The item's status now (after a STALE_STATE: someone else decided first), or null. */
  status: (id: string) => Promise<string | null>;
  /** Whether the item carries a signal the console shows (then it is left pending); none for requests. */
  flagged?: (id: string) => Promise<boolean>;
};

async function approveAll(admin: SessionUser, input: BulkDecision, kind: Kind): Promise<BulkResultJson> {
  assertAdmin(admin);
  const results: BulkItemResult[] = [];
  for (const id of input.ids) results.push(await approveOne(admin, id, kind));
  return { decided: results.filter((r) => r.outcome === "decided").length, results };
}

async function approveOne(admin: SessionUser, id: string, kind: Kind): Promise<BulkItemResult> {
  try {
    // Read just before deciding: the signals come from the item's own words, which its owner cannot
    // change while it is pending without it going back to review anyway.
    if (kind.flagged && (await kind.flagged(id))) return { id, outcome: "flagged", status: await kind.status(id) };
    const { item, changed } = await kind.decide(admin, id);
    return { id, outcome: changed ? "decided" : "alreadyDecided", status: item.status };
  } catch (error) {
    if (error instanceof ApiError && error.code === "STALE_STATE") return { id, outcome: "alreadyDecided", status: await kind.status(id) };
    if (error instanceof ApiError && error.code === "NOT_FOUND") return { id, outcome: "notFound", status: null };
    // Earlier items stay decided (and mailed): report this one instead of failing the whole answer.
    logger.error({ what: `${kind.what} ${id}`, error: error instanceof Error ? error.message : String(error) }, "bulk approval of one item failed");
    return { id, outcome: "failed", status: null };
  }
}

export function bulkApproveEmployers(admin: SessionUser, input: BulkDecision): Promise<BulkResultJson> {
  return approveAll(admin, input, {
    what: "employer",
    decide: (user, id) => decideEmployerItem(user, { id, from: "pending", status: "approved" }),
    status: async (id) => (await db.employer.findUnique({ where: { id }, select: { status: true } }))?.status ?? null,
    flagged: async (id) => {
      const row = await db.employer.findUnique({ where: { id }, select: { website: true, gstin: true, user: { select: { email: true } } } });
      if (!row) return false;
      const signals = employerSignals({ email: row.user.email, website: row.website, gstin: row.gstin }, (await duplicateNameIds([id])).has(id));
      return employerSignalWords(signals).length > 0;
    },
  });
}

export async function bulkApproveJobs(admin: SessionUser, input: BulkDecision): Promise<BulkResultJson> {
  const result = await approveAll(admin, input, {
    what: "job",
    decide: (user, id) => decideJobItem(user, { id, from: "pending", status: "approved" }),
    status: async (id) => (await db.job.findFirst({ where: { id, deletedAt: null }, select: { status: true } }))?.status ?? null,
    flagged: async (id) => {
      const job = await db.job.findFirst({ where: { id, deletedAt: null }, select: { post: true, description: true, payroll: true, duplicateOfId: true } });
      return job !== null && jobSignalWords(jobSignals(job)).length > 0;
    },
  });
  // Approved jobs are open now: one nudge for the instant alerts, not one per job.
  if (result.decided > 0) nudgeTask("alerts-instant");
  return result;
}

export function bulkAcceptRequests(admin: SessionUser, input: BulkDecision): Promise<BulkResultJson> {
  return approveAll(admin, input, {
    what: "request",
    decide: (user, id) => decideRequestItem(user, { id, from: "pending", status: "accepted" }),
    status: async (id) => (await db.universityRequest.findUnique({ where: { id }, select: { status: true } }))?.status ?? null,
  });
}

export function bulkApproveUniversities(admin: SessionUser, input: BulkDecision): Promise<BulkResultJson> {
  return approveAll(admin, input, {
    what: "university",
    decide: (user, id) => decideUniversityItem(user, { id, from: "pending", status: "approved" }),
    status: async (id) => (await db.university.findUnique({ where: { id }, select: { status: true } }))?.status ?? null,
  });
}
