// The "Verified employer" badge (docs/decisions/0021): an approved employer whose login e-mail is on
// its website's domain, or that gave a GSTIN with a valid check character. Stored in Employer.verified
// so every job list reads one column; this is the one place that computes it, called in the same
// transaction as every write that changes an input (status, website, GSTIN, login e-mail).
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { emailDomainSignal } from "@/lib/employers/rules/email-domain";
import { isValidGstin } from "@/lib/employers/rules/gstin";
import type { Tx } from "@/lib/transitions/transition";

export type VerificationInputs = { status: ModerationStatus | string; email: string; website: string | null; gstin: string | null };

/** The rule itself, for callers that hold the inputs (the seed, tests). */
export function isEmployerVerified(input: VerificationInputs): boolean {
  if (input.status !== "approved") return false;
  return emailDomainSignal(input.email, input.website) === "match" || (input.gstin !== null && isValidGstin(input.gstin));
}

/**
 * Recomputes and stores the employer's `verified` from its row and its account's e-mail as `tx` sees
 * them (call it after the write, inside the writer's transaction, so both commit together). Writes only
 * when the value changes. Answers the stored value; false for an employer that no longer exists.
 */
export async function refreshEmployerVerified(tx: Tx, employerId: string): Promise<boolean> {
  const row = await tx.employer.findUnique({
    where: { id: employerId },
    select: { status: true, website: true, gstin: true, verified: true, user: { select: { email: true } } },
  });
  if (!row) return false;
  const verified = isEmployerVerified({ status: row.status, email: row.user.email, website: row.website, gstin: row.gstin });
  if (verified !== row.verified) await tx.employer.update({ where: { id: employerId }, data: { verified } });
  return verified;
}
