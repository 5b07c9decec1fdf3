// Bulk moves (PATCH applications/bulk-status): each id goes through the same move as a single one, in
// its own transaction, so one refusal does not undo the others; the answer lists what moved and why
// the rest did not. Ids that are not the employer's are NOT_FOUND failures, like a single move.
import { INTERNAL_MESSAGE, toApiError } from "@/lib/api/errors";
import type { BulkResult } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import { moveOne } from "@/lib/pipeline/service/moves";
import type { BulkMoveInput } from "@/lib/pipeline/schemas";

export async function bulkMoveApplications(user: SessionUser, input: BulkMoveInput): Promise<BulkResult> {
  const employer = await approvedEmployer(user);
  const result: BulkResult = { updated: [], failed: [] };
  // One after the other: at most 100, and parallel transactions would only contend for the pool.
  for (const id of input.ids) {
    try {
      await moveOne(user, employer, { id, status: input.status, reason: input.reason, message: input.message });
      result.updated.push(id);
    } catch (error) {
      // The moves before this one are committed: an unexpected failure is reported for this id, not thrown.
      const apiError = toApiError(error);
      if (!apiError) console.error(`[pipeline] bulk move of ${id} failed:`, error instanceof Error ? error.message : error);
      result.failed.push(apiError ? { id, code: apiError.code, message: apiError.message } : { id, code: "INTERNAL", message: INTERNAL_MESSAGE });
    }
  }
  return result;
}
