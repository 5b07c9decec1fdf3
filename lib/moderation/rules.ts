// Browser-safe words of the console's bulk approval: the button, the summary toast after it, and the
// signals that keep an item out of it (decisions.md section 20).
import type { AdminEmployerJson, AdminJobJson, BulkResultJson } from "@/lib/moderation/contract";

export type BulkKind = "employer" | "job" | "request" | "university";

/**
 * A job's fraud and risk signals in words, as its card lists them; empty when there is nothing to
 * check. A job with any is never approved in bulk, and approving it alone asks first.
 */
export function jobSignalWords(signals: AdminJobJson["signals"]): string[] {
  const words: string[] = [];
  if (signals.feePhrases.length > 0) words.push(`Asks for fees: ${signals.feePhrases.join(", ")}`);
  if (signals.offSiteContact) words.push("Contact moved off the site");
  if (signals.duplicateOf) words.push("Possible duplicate of a job posted earlier");
  return words;
}

/** An employer's risk signals in words (its card's amber and red ones); empty when it shows none. */
export function employerSignalWords(signals: AdminEmployerJson["signals"]): string[] {
  const words: string[] = [];
  if (signals.emailDomain === "free") words.push("Free e-mail address");
  if (signals.emailDomain === "mismatch") words.push("E-mail domain differs from website");
  if (signals.gstinValid === false) words.push("GSTIN check failed");
  if (signals.duplicateName) words.push("Same name as another employer");
  return words;
}

const NOUNS: Record<BulkKind, [one: string, many: string]> = {
  employer: ["employer", "employers"],
  job: ["job", "jobs"],
  request: ["request", "requests"],
  university: ["university", "universities"],
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
  const flagged = by("flagged");
  if (flagged > 0) parts.push(`${flagged} flagged ${flagged === 1 ? "item was" : "items were"} left pending: decide ${flagged === 1 ? "it" : "each"} on its own.`);
  const missing = by("notFound");
  if (missing > 0) parts.push(`${missing} no longer ${missing === 1 ? "exists" : "exist"}.`);
  const failed = by("failed");
  if (failed > 0) parts.push(`${failed} could not be saved; please try ${failed === 1 ? "it" : "them"} again.`);
  return parts.join(" ");
}
