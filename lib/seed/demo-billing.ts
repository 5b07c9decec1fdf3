import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import type { SessionUser } from "@/lib/auth/types";
import { ADDRESS_LINES } from "@/lib/site/company";
import { putBillingSettings } from "@/lib/billing/service/settings";
import { createInvoice } from "@/lib/billing/service/invoices";
import { issueInvoice } from "@/lib/billing/service/issue";
import { recordPayment } from "@/lib/billing/service/payments";

// Billing's demo (decisions.md section 21): our company's settings (Pune, Maharashtra: a GSTIN of 27),
// InfoSphere's billing details and terms, one invoice issued to it (the seats of the Digital Marketing
// batch it sponsors) and one draft (a placement fee), so /finance shows both; then a part-paid placement
// fee (a payment with TDS) and an overdue one (issued 45 days ago, due 15 days ago). The invoices go
// through the services, so they have real numbers. Idempotent: a company with invoices gets no first
// two again, and each later one is made once (found by its line's description).

export const DEMO_SETTINGS = {
  legalName: "TalentBridge Staffing Private Limited",
  gstin: "27AACCT4417M1Z3",
  state: "Maharashtra",
  address: ADDRESS_LINES.join("\n"),
  upiId: "talentbridge@okicici",
  invoicePrefix: "TB",
  paymentTermsDays: 30,
};

const INFOSPHERE_BILLING = {
  legalName: "InfoSphere Technologies Private Limited",
  gstin: "27AABCI5231R1Z7",
  address: "Plot 21, Rajiv Gandhi Infotech Park, Hinjewadi Phase 1\nPune, Maharashtra 411057",
  state: "Maharashtra",
  billingEmail: "accounts@infosphere.example",
};

export async function seedDemoBilling(people: { finance: SessionUser; infosphereId: string }): Promise<void> {
  if (!(await db.billingSettings.findUnique({ where: { id: "company" } }))) await putBillingSettings(people.finance, DEMO_SETTINGS);
  const employerId = people.infosphereId;
  await db.clientBilling.upsert({ where: { employerId }, update: {}, create: { employerId, ...INFOSPHERE_BILLING } });
  await db.clientTerms.upsert({ where: { employerId }, update: {}, create: { employerId, placementFeeBasisPoints: 833, paymentTermsDays: 30 } });
  if ((await db.invoice.count({ where: { employerId } })) === 0) await seedFirstInvoices(people.finance, employerId);
  await seedPartPaid(people.finance, employerId);
  await seedOverdue(people.finance, employerId);
}

async function seedFirstInvoices(finance: SessionUser, employerId: string): Promise<void> {
  const seats = await createInvoice(finance, {
    employerId,
    lines: [
      { description: "Digital Marketing batch sponsored by InfoSphere: training seats", sac: "999293", quantity: 20, rate: 1_500_000 },
      { description: "Assessment and certificates", sac: "999293", quantity: 20, rate: 50_000 },
    ],
  });
  await issueInvoice(finance, { id: seats.id });
  await createInvoice(finance, {
    employerId,
    lines: [{ description: "Placement fee: Data Analyst (8.33 % of ₹9,00,000 annual CTC)", sac: "998512", quantity: 1, rate: 7_497_000 }],
  });
}

const PART_PAID_LINE = "Placement fee: Backend Developer (8.33 % of ₹12,00,000 annual CTC)";
const OVERDUE_LINE = "Placement fee: UI Designer (8.33 % of ₹7,20,000 annual CTC)";
const DAY_MS = 86_400_000;

/** Whether an invoice with this line was seeded before. */
const seeded = async (description: string) => (await db.invoiceLine.count({ where: { description } })) > 0;

/** An issued fee with a part payment by NEFT and the client's 10 % TDS on the fee (₹99,960 + GST: ₹1,17,952.80; ₹50,000 paid, ₹9,996 TDS). */
async function seedPartPaid(finance: SessionUser, employerId: string): Promise<void> {
  if (await seeded(PART_PAID_LINE)) return;
  const draft = await createInvoice(finance, { employerId, lines: [{ description: PART_PAID_LINE, sac: "998512", quantity: 1, rate: 9_996_000 }] });
  await issueInvoice(finance, { id: draft.id });
  await recordPayment(finance, { id: draft.id }, { amount: 5_000_000, tds: 999_600, date: formatIndiaDay(new Date()), method: "neft", reference: "SBIN426112900417" });
}

/** An issued fee 45 days ago, due (30 days' terms) 15 days ago and still unpaid. */
async function seedOverdue(finance: SessionUser, employerId: string): Promise<void> {
  if (await seeded(OVERDUE_LINE)) return;
  const draft = await createInvoice(finance, { employerId, lines: [{ description: OVERDUE_LINE, sac: "998512", quantity: 1, rate: 5_997_600 }] });
  await issueInvoice(finance, { id: draft.id }, { now: new Date(Date.now() - 45 * DAY_MS) });
}
