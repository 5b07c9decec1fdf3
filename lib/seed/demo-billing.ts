import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { ADDRESS_LINES } from "@/lib/site/company";
import { putBillingSettings } from "@/lib/billing/service/settings";
import { createInvoice } from "@/lib/billing/service/invoices";
import { issueInvoice } from "@/lib/billing/service/issue";

// Billing's demo (decisions.md section 21): our company's settings (Pune, Maharashtra: a GSTIN of 27),
// InfoSphere's billing details and terms, one invoice issued to it (the seats of the Digital Marketing
// batch it sponsors) and one draft (a placement fee), so /finance shows both. The invoices go through the
// services, so the issued one has a real number. Idempotent: a company with invoices gets no more.

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
  if ((await db.invoice.count({ where: { employerId } })) > 0) return;

  const seats = await createInvoice(people.finance, {
    employerId,
    lines: [
      { description: "Digital Marketing batch sponsored by InfoSphere: training seats", sac: "999293", quantity: 20, rate: 1_500_000 },
      { description: "Assessment and certificates", sac: "999293", quantity: 20, rate: 50_000 },
    ],
  });
  await issueInvoice(people.finance, { id: seats.id });
  await createInvoice(people.finance, {
    employerId,
    lines: [{ description: "Placement fee: Data Analyst (8.33 % of ₹9,00,000 annual CTC)", sac: "998512", quantity: 1, rate: 7_497_000 }],
  });
}
