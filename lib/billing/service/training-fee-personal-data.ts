// Training fee agreements and personal data (docs/decisions/0019, 0020; decision 0057 "Training fees").
// The export lists a person's agreements; the purge deletes those that bill nothing (active, lapsed, or
// due but not yet invoiced) and keeps those linked to an issued invoice, which the law keeps: the
// agreement is why that invoice was issued. Kept ones lose the placement's CTC (the invoice needs none)
// and, as the enrolment goes, their enrolment link (SetNull).
import "server-only";
import { db } from "@/lib/db";
import type { Tx } from "@/lib/transitions/transition";
import { toSafeNumber } from "@/lib/billing/rules/money";
import { trainingFeeJson } from "@/lib/billing/rules/training-fees";

/** The "trainingFees" section of a candidate's account.json. */
export async function readCandidateTrainingFees(userId: string) {
  const rows = await db.trainingFeeAgreement.findMany({
    where: { candidateId: userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      plan: true,
      status: true,
      invoiceId: true,
      billingState: true,
      fee: true,
      minAnnualCtc: true,
      placedAt: true,
      placedCtc: true,
      createdAt: true,
      decidedAt: true,
      invoice: { select: { status: true, number: true } },
      enrollment: { select: { batch: { select: { title: true, programme: { select: { title: true } } } } } },
    },
  });
  return {
    trainingFees: rows.map((row) => ({
      programme: row.enrollment?.batch.programme.title ?? null,
      batch: row.enrollment?.batch.title ?? null,
      plan: row.plan,
      status: trainingFeeJson(row)?.status ?? row.status,
      fee: toSafeNumber(row.fee),
      minAnnualCtc: row.minAnnualCtc,
      billingState: row.billingState,
      invoiceNumber: row.invoice?.number ?? null,
      placedAt: row.placedAt,
      placedCtc: row.placedCtc,
      agreedAt: row.createdAt,
      decidedAt: row.decidedAt,
    })),
  };
}

/** In the purge's transaction, before the enrolments go (see above). */
export async function purgeTrainingFees(tx: Tx, userId: string): Promise<void> {
  await tx.trainingFeeAgreement.deleteMany({ where: { candidateId: userId, invoiceId: null } });
  await tx.trainingFeeAgreement.updateMany({ where: { candidateId: userId }, data: { placedCtc: null } });
}
