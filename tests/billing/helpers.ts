// Shared by the billing tests (decisions.md section 21): the route handlers called as a user, our
// company's settings, a client with billing details and terms, and a draft's body.
import { db } from "@/lib/db";
import type { SessionUser } from "@/lib/auth/types";
import { createEmployer, createUser } from "@/tests/factories";
import { call } from "@/tests/employer/helpers";

export const settingsRoute = await import("@/app/api/v1/finance/settings/route");
export const employerBillingRoute = await import("@/app/api/v1/employer/billing/route");
export const termsRoute = await import("@/app/api/v1/finance/clients/[employerId]/terms/route");
export const invoicesRoute = await import("@/app/api/v1/finance/invoices/route");
export const invoiceRoute = await import("@/app/api/v1/finance/invoices/[id]/route");
export const issueRoute = await import("@/app/api/v1/finance/invoices/[id]/issue/route");
export const cancelRoute = await import("@/app/api/v1/finance/invoices/[id]/cancel/route");

/** Our company in Maharashtra (GSTN's sample GSTIN, 27…), prefix TB, 30 days' terms. */
export const SETTINGS = {
  legalName: "TalentBridge Staffing Private Limited",
  gstin: "27AAPFU0939F1ZV",
  state: "Maharashtra",
  address: "Office 402, Skyline Tech Park\nBaner, Pune 411045",
  upiId: "talentbridge@okaxis",
  invoicePrefix: "TB",
  paymentTermsDays: 30,
};

/** A client in Karnataka (a real-format GSTIN of 29): invoices to it are inter-state (IGST). */
export const KARNATAKA_BILLING = {
  legalName: "Bengaluru Bytes Private Limited",
  gstin: "29AAGCB7383J1Z4",
  address: "12 MG Road, Bengaluru 560001",
  state: "Karnataka",
  billingEmail: "accounts@bengalurubytes.example",
};

export const putSettings = (as: SessionUser, body: unknown) => call(settingsRoute.PUT, { as, method: "PUT", body });
export const putBilling = (as: SessionUser, body: unknown) => call(employerBillingRoute.PUT, { as, method: "PUT", body });
export const putTerms = (as: SessionUser, employerId: string, body: unknown) => call(termsRoute.PUT, { as, method: "PUT", params: { employerId }, body });
export const createDraft = (as: SessionUser, body: unknown) => call(invoicesRoute.POST, { as, method: "POST", body });
export const listInvoices = (as: SessionUser | null, search = "") => call(invoicesRoute.GET, { as, path: `/api/v1/finance/invoices${search}` });
export const patchInvoice = (as: SessionUser, id: string, body: unknown) => call(invoiceRoute.PATCH, { as, method: "PATCH", params: { id }, body });
export const issue = (as: SessionUser, id: string) => call(issueRoute.POST, { as, method: "POST", params: { id } });
export const cancel = (as: SessionUser, id: string) => call(cancelRoute.POST, { as, method: "POST", params: { id } });

/** One placement-fee line of ₹1,00,000 (taxable), so the total is ₹1,18,000. */
export const feeLine = { description: "Placement fee: Backend Developer", sac: "998512", quantity: 1, rate: 10_000_000 };

/** A Finance account, with our settings saved (the row is shared by the file's tests: saved the same each time). */
export async function financeWithSettings(settings: Partial<typeof SETTINGS> = {}) {
  const finance = await createUser({ role: "Finance", name: "Meera Iyer" });
  const res = await putSettings(finance, { ...SETTINGS, ...settings });
  if (res.status !== 200) throw new Error(`settings: ${JSON.stringify(res.body)}`);
  return finance;
}

/** An approved company with billing details given by its owner (Karnataka unless told). */
export async function clientWithBilling(billing: Partial<typeof KARNATAKA_BILLING> = {}) {
  const { user: owner, employer } = await createEmployer();
  const res = await putBilling(owner, { ...KARNATAKA_BILLING, ...billing });
  if (res.status !== 200) throw new Error(`billing: ${JSON.stringify(res.body)}`);
  return { owner, employerId: employer.id };
}

/** A draft invoice for a client, by the API; returns its id. */
export async function draftFor(finance: SessionUser, employerId: string, lines: unknown[] = [feeLine]): Promise<string> {
  const res = await createDraft(finance, { employerId, lines });
  if (res.status !== 201) throw new Error(`draft: ${JSON.stringify(res.body)}`);
  return (res.body.response as { id: string }).id;
}

export const invoiceRow = (id: string) => db.invoice.findUniqueOrThrow({ where: { id }, include: { lines: true } });
