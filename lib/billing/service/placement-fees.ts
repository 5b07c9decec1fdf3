// Placement fees (decisions.md section 21, decision 0057).
// - Drafting (the billing-drafts task): one `placement` invoice per active placement whose start date
//   has come (India day) and that has an annualCtc; one line, quantity 1, rate placementFeePaise (SAC
//   998512). `Invoice.placementId` is unique and the insert is `ON CONFLICT DO NOTHING` (createMany's
//   skipDuplicates): two runs at once draft one invoice. Each placement is its own transaction that
//   first takes a share lock on the placement, so a fall-through committing at the same moment either
//   comes first (the placement is no longer active: nothing drafted) or waits and then finds the draft
//   (and cancels it). A placement whose client has no billing details or terms waits, and is named.
// - Falling through inside the guarantee (called from the desk's fall-through transaction): a draft
//   fee invoice is cancelled; an issued one gets a credit note for its balance; a paid one is left to
//   Finance (a refund is agreed with the client, not computed).
import "server-only";
import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import type { Tx } from "@/lib/transitions/transition";
import { basisPointsToPercent, placementFeePaise } from "@/lib/billing/rules/money";
import { FELL_THROUGH_CREDIT_REASON, PAYABLE_STATUSES } from "@/lib/billing/rules/payments";
import { billedColumns, readBillTo } from "@/lib/billing/service/bill-to";
import { creditLockedInvoice } from "@/lib/billing/service/credit-notes";
import { lockInvoiceMoney } from "@/lib/billing/service/payments";
import { requireSettings } from "@/lib/billing/service/settings";

/** The SAC of a permanent placement's fee. */
export const PLACEMENT_SAC = "998512";
const PAGE_SIZE = 200;

type DueRow = {
  id: string;
  candidateName: string;
  post: string;
  employerId: string;
  orgName: string;
  hasBilling: boolean;
  feeBasisPoints: number | null;
};

export type DraftRun = { drafted: number; waiting: string[]; noFee: number; failed: string[] };

/** Active placements started by `today` with a CTC and no invoice yet, a page after `afterId`. */
function duePlacements(today: string, afterId: string): Promise<DueRow[]> {
  return db.$queryRaw<DueRow[]>`
    SELECT p."id", c."name" AS "candidateName", j."post", e."id" AS "employerId", e."orgName",
      (b."employerId" IS NOT NULL) AS "hasBilling", t."placementFeeBasisPoints" AS "feeBasisPoints"
    FROM "Placement" p
    JOIN "Application" a ON a."id" = p."applicationId"
    JOIN "User" c ON c."id" = a."candidateId"
    JOIN "Job" j ON j."id" = a."jobId"
    JOIN "Employer" e ON e."id" = j."employerId"
    LEFT JOIN "ClientBilling" b ON b."employerId" = e."id"
    LEFT JOIN "ClientTerms" t ON t."employerId" = e."id"
    WHERE p."status" = 'active' AND p."annualCtc" IS NOT NULL AND p."startDate" <= ${today}::date
      AND NOT EXISTS (SELECT 1 FROM "Invoice" i WHERE i."placementId" = p."id")
      AND p."id" > ${afterId}
    ORDER BY p."id"
    LIMIT ${PAGE_SIZE}`;
}

const rupees = (amount: number) => `₹${amount.toLocaleString("en-IN")}`;

/** Drafts the fee of one placement; whether this call drafted it (false: gone, fallen through, or drafted by another run). */
async function draftOne(row: DueRow, today: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    // Read again under the share lock: the terms as they are now, and nothing for a placement that fell through meanwhile.
    const locked = await tx.$queryRaw<{ annualCtc: number; startDate: Date }[]>`
      SELECT "annualCtc", "startDate" FROM "Placement"
      WHERE "id" = ${row.id} AND "status" = 'active' AND "annualCtc" IS NOT NULL AND "startDate" <= ${today}::date FOR SHARE`;
    const terms = await tx.clientTerms.findUnique({ where: { employerId: row.employerId }, select: { placementFeeBasisPoints: true } });
    if (!locked[0] || !terms) return false;
    const { annualCtc, startDate } = locked[0];
    const settings = await requireSettings(tx);
    const billTo = await readBillTo(tx, { employerId: row.employerId });
    const percent = basisPointsToPercent(terms.placementFeeBasisPoints);
    const line = {
      description: `Placement fee: ${row.post}, ${row.candidateName}, joined ${startDate.toISOString().slice(0, 10)} (${percent} % of ${rupees(annualCtc)} annual CTC)`.slice(0, 300),
      sac: PLACEMENT_SAC,
      quantity: 1,
      rate: placementFeePaise(annualCtc, terms.placementFeeBasisPoints),
    };
    const columns = billedColumns(settings, billTo, [line]);
    const created = await tx.invoice.createManyAndReturn({
      data: [{ kind: "placement", employerId: row.employerId, placementId: row.id, ...columns.invoice }],
      skipDuplicates: true,
      select: { id: true },
    });
    if (created.length === 0) return false;
    await tx.invoiceLine.createMany({ data: columns.lines.map((l) => ({ ...l, invoiceId: created[0].id })) });
    return true;
  });
}

/** One billing-drafts run: each due placement drafted, waiting (named) or failed (named); none fails the run. */
export async function draftPlacementFees(now: Date): Promise<DraftRun & { settingsMissing: boolean }> {
  const today = formatIndiaDay(now);
  const run: DraftRun = { drafted: 0, waiting: [], noFee: 0, failed: [] };
  const settingsMissing = (await db.billingSettings.count()) === 0;
  let afterId = "";
  for (;;) {
    const rows = await duePlacements(today, afterId);
    for (const row of rows) {
      const name = `${row.candidateName} at ${row.orgName} (${row.id})`;
      if (settingsMissing || !row.hasBilling || row.feeBasisPoints === null) {
        run.waiting.push(name);
        continue;
      }
      if (row.feeBasisPoints === 0) {
        run.noFee += 1;
        continue;
      }
      try {
        if (await draftOne(row, today)) run.drafted += 1;
      } catch (error) {
        console.error(`[billing-drafts] placement ${row.id}:`, error instanceof Error ? error.message : error);
        run.failed.push(name);
      }
    }
    if (rows.length < PAGE_SIZE) break;
    afterId = rows[rows.length - 1].id;
  }
  return { ...run, settingsMissing };
}

/**
 * Inside the desk's fall-through transaction (the placement is within its guarantee; the desk checked):
 * cancels the placement's draft fee invoice, or credits an issued one's balance. Nothing else to do
 * without an invoice, or with a paid or cancelled one.
 */
export async function settleFellThroughFee(tx: Tx, placementId: string, actorId: string, now: Date): Promise<void> {
  const invoice = await tx.invoice.findUnique({ where: { placementId }, select: { id: true } });
  if (!invoice) return;
  const locked = await lockInvoiceMoney(tx, invoice.id);
  if (!locked) return;
  if (locked.status === "draft") {
    await tx.invoice.updateMany({ where: { id: locked.id, status: "draft" }, data: { status: "cancelled", cancelledAt: now } });
  } else if (PAYABLE_STATUSES.includes(locked.status) && locked.balance > 0) {
    await creditLockedInvoice(tx, locked, { reason: FELL_THROUGH_CREDIT_REASON, actorId, day: formatIndiaDay(now) });
  }
}
