// Browser-safe words of the console's bulk approval: the button and the summary toast after it.
import type { BulkResultJson } from "@/lib/moderation/contract";

export type BulkKind = "employer" | "job" | "request";

const NOUNS: Record<BulkKind, [one: string, many: string]> = {
  employer: ["employer", "employers"],
  job: ["job", "jobs"],
  request: ["request", "requests"],
};

const count = (n: number, kind: BulkKind) => `${n} ${NOUNS[kind][n === 1 ? 0 : 1]}`;

/** Requests are accepted, employers and jobs approved (the single buttons' words). */
export const bulkVerb = (kind: BulkKind) => (kind === "request" ? "Accept" : "Approve");

/**
 * One line saying what a bulk call did, e.g. "3 jobs approved. 1 was already decided by someone else."
 * Items decided meanwhile are not errors: the admin only needs to know they were left as they are.
 */
export function bulkSummary(kind: BulkKind, result: BulkResultJson): string {
  const done = kind === "request" ? "accepted" : "approved";
  const by = (outcome: BulkResultJson["results"][number]["outcome"]) => result.results.filter((r) => r.outcome === outcome).length;
  const parts = [`${count(result.decided, kind)} ${done}.`];
  const already = by("alreadyDecided");
  if (already > 0) parts.push(`${already} ${already === 1 ? "was" : "were"} already decided.`);
  const missing = by("notFound");
  if (missing > 0) parts.push(`${missing} no longer ${missing === 1 ? "exists" : "exist"}.`);
  const failed = by("failed");
  if (failed > 0) parts.push(`${failed} could not be saved; please try ${failed === 1 ? "it" : "them"} again.`);
  return parts.join(" ");
}
