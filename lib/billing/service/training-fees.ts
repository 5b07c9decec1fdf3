// Training fees (decisions.md section 21; decision 0057, "Training fees"). An enrolment in a batch whose
// programme has a fee records a TrainingFeeAgreement in the enrolment's own transaction:
// - pay_now: the `training` invoice is drafted and issued there and then (due in 7 days), through the
//   issue service's numberDraft, so numbers stay gap-less; a waitlisted enrolment is billed when the seat
//   is given (promoteFirstWaitlisted calls billSeatGiven in the same transaction);
// - pay_after_placement: `active` until a placement (a hire, an agency placement's CTC, an accepted drive
//   offer) between the enrolment and 365 days after the batch's end at least at the agreed CTC makes it
//   `due` and issues the invoice in the placement's own transaction (settleTrainingFees); after the
//   window it is `lapsed` (lapseTrainingAgreements, daily from billing-drafts) and never billed.
// Before Finance has filled in the billing settings nothing can be issued: the agreement then waits with
// no invoice, and issuePendingTrainingInvoices (billing-drafts too) issues it. No enrolment, hire or
// withdrawal ever fails for billing's sake. Each agreement's row lock makes it billed at most once.
import "server-only";
import { ApiError, badRequest } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import type { Tx } from "@/lib/transitions/transition";
import { SAC_BY_KIND } from "@/lib/billing/rules/gst";
import {
  BILLING_STATE_MESSAGE,
  PAY_AFTER_PLACEMENT_UNAVAILABLE,
  PAY_NOW_DUE_DAYS,
  PLAN_REQUIRED_MESSAGE,
  placementBills,
  type TrainingFeePlanName,
} from "@/lib/billing/rules/training-fees";
import { billedColumns, readBillTo } from "@/lib/billing/service/bill-to";
import { numberDraft } from "@/lib/billing/service/issue";
import { requireSettings } from "@/lib/billing/service/settings";

type Billable = { id: string; candidateId: string; enrollmentId: string | null; billingState: string; fee: bigint; plan: TrainingFeePlanName; description: string };

/** "Training fee: Robotics, Robotics: June 2026 batch". */
const lineText = (programmeTitle: string, batchTitle: string) => `Training fee: ${programmeTitle}, ${batchTitle}`.slice(0, 200);

/**
 * Drafts and issues the agreement's invoice inside `tx` and links it; the invoice id, or null when the
 * billing settings are not filled in yet (the agreement then waits for issuePendingTrainingInvoices).
 */
async function issueFor(tx: Tx, agreement: Billable, now: Date): Promise<string | null> {
  if ((await tx.billingSettings.count()) === 0) return null;
  const settings = await requireSettings(tx);
  const billTo = await readBillTo(tx, { candidateId: agreement.candidateId, state: agreement.billingState });
  const columns = billedColumns(settings, billTo, [{ description: agreement.description, sac: SAC_BY_KIND.training, quantity: 1, rate: Number(agreement.fee) }]);
  const { id } = await tx.invoice.create({
    data: { kind: "training", candidateId: agreement.candidateId, enrollmentId: agreement.enrollmentId, ...columns.invoice, lines: { create: columns.lines } },
    select: { id: true },
  });
  // pay_now: due in 7 days (the contract); after placement: the settings' terms, as for any person.
  const { count } = await numberDraft(tx, null, id, formatIndiaDay(now), agreement.plan === "pay_now" ? PAY_NOW_DUE_DAYS : undefined);
  if (count !== 1) throw new Error(`training invoice ${id} was not issued`);
  await tx.trainingFeeAgreement.update({ where: { id: agreement.id }, data: { invoiceId: id, status: "due", decidedAt: now } });
  return id;
}

/** The programme's terms as the enrolment sees them (null: a free programme). */
export type FeeTerms = { fee: bigint; payAfterPlacementAvailable: boolean; minAnnualCtc: number | null };
export type FeeChoice = { plan: TrainingFeePlanName; billingState: string };

/**
 * The plan an enrolment in this programme takes: null for a free one (anything sent is ignored); a fee
 * without a plan or a state is 400 PLAN_REQUIRED; pay after placement where it is not offered is 400.
 */
export function checkFeeChoice(terms: FeeTerms, sent: { plan?: TrainingFeePlanName; billingState?: string }): FeeChoice | null {
  if (terms.fee <= 0n) return null;
  if (!sent.plan) throw new ApiError(400, PLAN_REQUIRED_MESSAGE, { code: "PLAN_REQUIRED", errors: { plan: PLAN_REQUIRED_MESSAGE } });
  if (!sent.billingState) throw new ApiError(400, PLAN_REQUIRED_MESSAGE, { code: "PLAN_REQUIRED", errors: { billingState: BILLING_STATE_MESSAGE } });
  if (sent.plan === "pay_after_placement" && (!terms.payAfterPlacementAvailable || terms.minAnnualCtc === null)) {
    throw badRequest(PAY_AFTER_PLACEMENT_UNAVAILABLE, { plan: PAY_AFTER_PLACEMENT_UNAVAILABLE });
  }
  return { plan: sent.plan, billingState: sent.billingState };
}

/**
 * In the enrolment's transaction, after the seat was decided: the agreement (a re-enrolment replaces an
 * unbilled one; one already billed stands: the enrolment was paid for) and, for pay_now with a seat,
 * the invoice. The caller has checked the choice (checkFeeChoice).
 */
export async function recordTrainingFee(
  tx: Tx,
  facts: { enrollmentId: string; candidateId: string; seated: boolean; programmeTitle: string; batchTitle: string; terms: FeeTerms; choice: FeeChoice; now: Date },
): Promise<{ invoiceId: string | null }> {
  const existing = await tx.trainingFeeAgreement.findUnique({ where: { enrollmentId: facts.enrollmentId }, select: { id: true, invoiceId: true } });
  if (existing?.invoiceId) return { invoiceId: existing.invoiceId };
  if (existing) await tx.trainingFeeAgreement.delete({ where: { id: existing.id } });
  const afterPlacement = facts.choice.plan === "pay_after_placement";
  const agreement = await tx.trainingFeeAgreement.create({
    data: {
      enrollmentId: facts.enrollmentId,
      candidateId: facts.candidateId,
      plan: facts.choice.plan,
      billingState: facts.choice.billingState,
      fee: facts.terms.fee,
      minAnnualCtc: afterPlacement ? facts.terms.minAnnualCtc : null,
      createdAt: facts.now,
    },
    select: { id: true },
  });
  if (afterPlacement || !facts.seated) return { invoiceId: null };
  const billable: Billable = { ...facts.choice, ...agreement, candidateId: facts.candidateId, enrollmentId: facts.enrollmentId, fee: facts.terms.fee, description: lineText(facts.programmeTitle, facts.batchTitle) };
  return { invoiceId: await issueFor(tx, billable, facts.now) };
}

type Locked = Omit<Billable, "description"> & { minAnnualCtc: number | null; createdAt: Date; endDate: Date; programmeTitle: string; batchTitle: string };

/** Locks agreements (FOR UPDATE; a concurrent settle waits, then finds them no longer as selected). */
async function lockAgreements(tx: Tx, where: { candidateId?: string; enrollmentId?: string; ids?: string[] }): Promise<Locked[]> {
  return tx.$queryRaw<Locked[]>`
    SELECT a."id", a."candidateId", a."enrollmentId", a."billingState", a."fee", a."plan"::text AS "plan", a."minAnnualCtc", a."createdAt",
      b."endDate", b."title" AS "batchTitle", p."title" AS "programmeTitle"
    FROM "TrainingFeeAgreement" a
    JOIN "Enrollment" e ON e."id" = a."enrollmentId" JOIN "Batch" b ON b."id" = e."batchId" JOIN "Programme" p ON p."id" = b."programmeId"
    WHERE a."invoiceId" IS NULL
      AND (${where.candidateId ?? null}::text IS NULL OR a."candidateId" = ${where.candidateId ?? null})
      AND (${where.enrollmentId ?? null}::text IS NULL OR a."enrollmentId" = ${where.enrollmentId ?? null})
      AND (${where.ids ?? null}::text[] IS NULL OR a."id" = ANY(${where.ids ?? null}::text[]))
      AND ((a."plan" = 'pay_after_placement' AND a."status" IN ('active', 'due')) OR (a."plan" = 'pay_now' AND a."status" = 'active' AND e."status" <> 'waitlisted' AND e."status" <> 'withdrawn'))
    ORDER BY a."id"
    FOR UPDATE OF a`;
}

const billable = (row: Locked): Billable => ({ ...row, description: lineText(row.programmeTitle, row.batchTitle) });

/**
 * A placement of the person at `annualCtc` a year, at `at` (a hire, an agency placement's CTC, an accepted
 * drive offer; `now` is the issue day, default today), inside that change's transaction: each active
 * pay-after-placement agreement it bills
 * (placementBills) becomes `due` and is invoiced. The ids of the invoices issued.
 */
export async function settleTrainingFees(tx: Tx, placed: { candidateId: string; annualCtc: number; at: Date; now?: Date }): Promise<string[]> {
  const placedDay = formatIndiaDay(placed.at);
  const issued: string[] = [];
  for (const row of await lockAgreements(tx, { candidateId: placed.candidateId })) {
    if (row.plan !== "pay_after_placement" || row.minAnnualCtc === null) continue;
    const terms = { enrolledDay: formatIndiaDay(row.createdAt), batchEndDay: row.endDate.toISOString().slice(0, 10), minAnnualCtc: row.minAnnualCtc };
    if (!placementBills(terms, placedDay, placed.annualCtc)) continue;
    const { count } = await tx.trainingFeeAgreement.updateMany({
      where: { id: row.id, status: "active", invoiceId: null },
      data: { status: "due", decidedAt: placed.at, placedAt: placed.at, placedCtc: placed.annualCtc },
    });
    if (count === 0) continue;
    // Issued today (a placement's CTC given later still bills today's invoice), numbered in turn.
    const id = await issueFor(tx, billable(row), placed.now ?? new Date());
    if (id) issued.push(id);
  }
  return issued;
}

/** In promoteFirstWaitlisted's transaction: a pay_now enrolment given its seat is billed now. */
export async function billSeatGiven(tx: Tx, enrollmentId: string, now: Date): Promise<string | null> {
  const [row] = await lockAgreements(tx, { enrollmentId });
  return row && row.plan === "pay_now" ? issueFor(tx, billable(row), now) : null;
}

/** In the withdrawal's transaction: an agreement not yet billed ends (`lapsed`, never billed). */
export async function endTrainingFee(tx: Tx, enrollmentId: string, now: Date): Promise<void> {
  await tx.trainingFeeAgreement.updateMany({ where: { enrollmentId, invoiceId: null, status: { in: ["active", "due"] } }, data: { status: "lapsed", decidedAt: now } });
}

/**
 * Daily (billing-drafts): pay-after-placement agreements still `active` a full 365 days after their
 * batch's end (India days) become `lapsed`: never billed. Idempotent; the number lapsed.
 */
export async function lapseTrainingAgreements(now: Date = new Date()): Promise<number> {
  const today = formatIndiaDay(now);
  return db.$executeRaw`
    UPDATE "TrainingFeeAgreement" a SET "status" = 'lapsed', "decidedAt" = ${now}
    FROM "Enrollment" e JOIN "Batch" b ON b."id" = e."batchId"
    WHERE a."enrollmentId" = e."id" AND a."plan" = 'pay_after_placement' AND a."status" = 'active'
      AND b."endDate" + 365 < ${today}::date`;
}

/**
 * Daily (billing-drafts): invoices that could not be issued at once (no billing settings then): a
 * `due` pay-after-placement agreement, or a seated pay_now one, without an invoice. One transaction
 * each, so one failure never stops the rest. Idempotent (the row lock and invoiceId IS NULL).
 */
export async function issuePendingTrainingInvoices(now: Date = new Date()): Promise<{ issued: number; waiting: number; failed: string[] }> {
  const pending = await db.trainingFeeAgreement.findMany({
    where: { invoiceId: null, OR: [{ plan: "pay_after_placement", status: "due" }, { plan: "pay_now", status: "active", enrollment: { status: { in: ["enrolled", "completed", "failed"] } } }] },
    select: { id: true },
  });
  const summary = { issued: 0, waiting: 0, failed: [] as string[] };
  for (const { id } of pending) {
    try {
      const issued = await db.$transaction(async (tx) => {
        const [row] = await lockAgreements(tx, { ids: [id] });
        return row ? issueFor(tx, billable(row), now) : null;
      }, { maxWait: 30_000, timeout: 30_000 });
      if (issued) summary.issued += 1;
      else summary.waiting += 1;
    } catch (error) {
      summary.failed.push(`${id}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return summary;
}

/** The billing-drafts task's training part: lapse, then issue what waited; its sentence for the summary (null: nothing done). */
export async function runTrainingFees(now: Date = new Date()): Promise<string | null> {
  const lapsed = await lapseTrainingAgreements(now);
  const pending = await issuePendingTrainingInvoices(now);
  const parts = [
    lapsed > 0 ? `${lapsed} training fee agreement(s) lapsed` : "",
    pending.issued > 0 ? `${pending.issued} training invoice(s) issued` : "",
    pending.waiting > 0 ? `${pending.waiting} training invoice(s) waiting for our billing settings` : "",
    pending.failed.length > 0 ? `${pending.failed.length} training invoice(s) failed: ${pending.failed.slice(0, 10).join("; ")}` : "",
  ].filter(Boolean);
  return parts.length > 0 ? `Training fees: ${parts.join(", ")}` : null;
}
