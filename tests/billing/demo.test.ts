// Billing's demo data (lib/seed/demo-billing.ts): valid settings, InfoSphere's details and terms, one
// issued invoice and one draft, a part-paid one (a payment with TDS) and an overdue one; a second run adds nothing.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { db } = await import("@/lib/db");
const { createEmployer, createUser } = await import("@/tests/factories");
const { billingSettingsSchema } = await import("@/lib/billing/schemas/settings");
const { DEMO_SETTINGS, seedDemoBilling } = await import("@/lib/seed/demo-billing");
const { DEMO_ACCOUNTS } = await import("@/lib/seed/demo");
const { passwordField } = await import("@/lib/accounts/schemas/auth");

describe("the billing demo", () => {
  it("seeds settings, a client and an issued invoice once", async () => {
    expect(billingSettingsSchema.safeParse(DEMO_SETTINGS).success).toBe(true);
    expect(passwordField.safeParse(DEMO_ACCOUNTS.finance.password).success).toBe(true);
    const finance = await createUser({ role: "Finance" });
    const { employer } = await createEmployer({ orgName: "InfoSphere Technologies", state: "Maharashtra" });
    await seedDemoBilling({ finance, infosphereId: employer.id });
    await seedDemoBilling({ finance, infosphereId: employer.id });
    const invoices = await db.invoice.findMany({ where: { employerId: employer.id }, orderBy: { createdAt: "asc" } });
    expect(invoices.map((invoice) => invoice.status)).toEqual(["issued", "draft", "partly_paid", "issued"]);
    expect(invoices[2]).toMatchObject({ paid: 5_000_000n, tds: 999_600n, total: 11_795_280n });
    expect(await db.payment.count({ where: { invoiceId: invoices[2].id } })).toBe(1);
    const today = new Date().toISOString().slice(0, 10);
    expect(invoices[3].dueDate!.toISOString().slice(0, 10) < today).toBe(true);
    expect(invoices[0]).toMatchObject({ supplyType: "intra", taxable: 31_000_000n, cgst: 2_790_000n, sgst: 2_790_000n, total: 36_580_000n });
    expect(invoices[0].number).toMatch(/^TB\/\d{2}-\d{2}\/00001$/);
    expect(await db.clientTerms.findUniqueOrThrow({ where: { employerId: employer.id } })).toMatchObject({ placementFeeBasisPoints: 833 });
  });
});
