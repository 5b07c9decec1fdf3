// Finance's reports (decisions.md section 21): receivables ageing by days past due at each bucket's
// edges, a person's invoices as their own row, revenue per month and kind (taxable value issued,
// payments received), and who may read them (others 403, visitors 401).
import { describe, expect, it, vi } from "vitest";
import type { AgingJson, RevenueJson } from "@/lib/billing/contract/reports";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createUser } = await import("@/tests/factories");
const { call } = await import("@/tests/employer/helpers");
const { agingReport, revenueReport } = await import("@/lib/billing/service/reports");
const agingRoute = await import("@/app/api/v1/finance/reports/aging/route");
const revenueRoute = await import("@/app/api/v1/finance/reports/revenue/route");
const gstr1Route = await import("@/app/api/v1/finance/reports/gstr1/route");
const bulkRoute = await import("@/app/api/v1/finance/invoices/bulk-issue/route");
const h = await import("@/tests/billing/helpers");

const NOW = new Date("2026-12-15T12:00:00+05:30");
const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const daysBefore = (n: number) => new Date(Date.parse("2026-12-15T00:00:00Z") - n * 86_400_000);
// ₹1,00,000 taxable to Karnataka: IGST, ₹1,18,000 in all.
const TOTAL = 11_800_000;

/** An issued invoice of the client, then given this due date (and payments, status) directly. */
async function issuedDue(finance: Awaited<ReturnType<typeof h.financeWithSettings>>, employerId: string, due: Date, paid = 0) {
  const id = await h.draftFor(finance, employerId);
  expect((await h.issue(finance, id)).status).toBe(200);
  await db.invoice.update({ where: { id }, data: { dueDate: due, paid: BigInt(paid), status: paid === 0 ? "issued" : paid === TOTAL ? "paid" : "partly_paid" } });
  return id;
}

describe("receivables ageing", () => {
  it("puts each balance in its bucket by days past due (0 current; 1, 30; 31, 60; 61, 90; 91)", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    for (const n of [-10, 0, 1, 30, 31, 60, 61, 90, 91]) await issuedDue(finance, employerId, daysBefore(n));
    await issuedDue(finance, employerId, daysBefore(5), 1_800_000); // partly paid: ₹1,00,000 still owed
    await issuedDue(finance, employerId, daysBefore(200), TOTAL); // paid: nothing owed
    await h.draftFor(finance, employerId); // a draft owes nothing yet
    const report: AgingJson = await agingReport(finance, { now: NOW });
    expect(report.asOf).toBe("2026-12-15");
    expect(report.clients).toEqual([
      {
        employerId,
        candidateId: null,
        name: h.KARNATAKA_BILLING.legalName,
        current: 2 * TOTAL,
        overdue1to30: 2 * TOTAL + 10_000_000,
        overdue31to60: 2 * TOTAL,
        overdue61to90: 2 * TOTAL,
        overdue90plus: TOTAL,
        total: 9 * TOTAL + 10_000_000,
      },
    ]);
    expect(report.totals).toEqual({ current: 2 * TOTAL, overdue1to30: 2 * TOTAL + 10_000_000, overdue31to60: 2 * TOTAL, overdue61to90: 2 * TOTAL, overdue90plus: TOTAL, total: 9 * TOTAL + 10_000_000 });
  });

  it("lists a person's own invoices as their own row, the most owed first, totals over all", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    await issuedDue(finance, employerId, daysBefore(0));
    const { user: person } = await createCandidate({ complete: true, name: "Asha Rao" });
    const draft = await h.createDraft(finance, { candidateId: person.id, lines: [{ description: "Java course", sac: "999293", quantity: 1, rate: 2_500_000 }] });
    const id = (draft.body.response as { id: string }).id;
    await h.issue(finance, id);
    await db.invoice.update({ where: { id }, data: { dueDate: daysBefore(40) } });
    const report = await agingReport(finance, { now: NOW });
    // The file's database holds the first test's client too (the most owed): this test's rows follow it.
    const mine = report.clients.filter((row) => row.employerId === employerId || row.candidateId === person.id);
    expect(report.clients.indexOf(mine[0])).toBeLessThan(report.clients.indexOf(mine[1]));
    expect(mine.map((row) => [row.employerId, row.candidateId, row.name, row.total])).toEqual([
      [employerId, null, h.KARNATAKA_BILLING.legalName, TOTAL],
      [null, person.id, "Asha Rao", 2_950_000],
    ]);
    expect(mine[1].overdue31to60).toBe(2_950_000);
    expect(report.totals.total).toBe(report.clients.reduce((sum, row) => sum + row.total, 0));
  });
});

describe("revenue per month and kind", () => {
  it("sums the taxable value issued and the payments received per month and kind, zeros included", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const october = await issuedDue(finance, employerId, day("2026-11-14"));
    const november = await issuedDue(finance, employerId, day("2026-12-14"));
    await db.invoice.update({ where: { id: october }, data: { issueDate: day("2026-10-31"), kind: "placement" } });
    await db.invoice.update({ where: { id: november }, data: { issueDate: day("2026-11-01"), kind: "contract" } });
    await db.payment.create({ data: { invoiceId: october, amount: 5_000_000n, date: day("2026-10-31"), method: "neft", reference: "UTR1" } });
    await db.payment.create({ data: { invoiceId: october, amount: 6_000_000n, tds: 800_000n, date: day("2026-11-30"), method: "neft", reference: "UTR2" } });
    await db.payment.create({ data: { invoiceId: november, amount: 1_000_000n, date: day("2026-12-01"), method: "upi", reference: "UPI3" } });
    await db.invoice.update({ where: { id: october }, data: { paid: 11_000_000n, tds: 800_000n, status: "paid" } });
    await h.draftFor(finance, employerId); // drafts are not revenue

    const report: RevenueJson = await revenueReport(finance, { from: "2026-10", to: "2026-11" }, { now: NOW });
    expect(report).toMatchObject({ from: "2026-10", to: "2026-11" });
    expect(report.months).toHaveLength(10);
    const pick = (month: string, kind: string) => report.months.find((row) => row.month === month && row.kind === kind);
    expect(pick("2026-10", "placement")).toEqual({ month: "2026-10", kind: "placement", invoiced: 10_000_000, collected: 5_000_000 });
    expect(pick("2026-11", "placement")).toEqual({ month: "2026-11", kind: "placement", invoiced: 0, collected: 6_000_000 });
    expect(pick("2026-11", "contract")).toEqual({ month: "2026-11", kind: "contract", invoiced: 10_000_000, collected: 0 });
    expect(pick("2026-10", "training")).toEqual({ month: "2026-10", kind: "training", invoiced: 0, collected: 0 });
    // Absent a range: the twelve months ending this one.
    const defaults = await revenueReport(finance, {}, { now: NOW });
    expect([defaults.from, defaults.to, defaults.months.length]).toEqual(["2026-01", "2026-12", 60]);
    const wide = await call(revenueRoute.GET, { as: finance, path: "/api/v1/finance/reports/revenue?from=2023-01&to=2026-12" });
    expect([wide.status, wide.body.errors?.from]).toEqual([400, "A revenue report covers at most 36 months"]);
  });
});

describe("who may read the reports", () => {
  it("Finance and admins; anyone else 403, a visitor 401", async () => {
    const finance = await h.financeWithSettings();
    const admin = await createUser({ role: "Admin" });
    const { user: owner } = await createEmployer();
    const recruiter = await createUser({ role: "Recruiter" });
    const { user: candidate } = await createCandidate();
    const trainer = await createUser({ role: "Trainer" });
    const reads = [
      (as: typeof finance | null) => call(agingRoute.GET, { as, path: "/api/v1/finance/reports/aging" }),
      (as: typeof finance | null) => call(revenueRoute.GET, { as, path: "/api/v1/finance/reports/revenue" }),
      (as: typeof finance | null) => call(bulkRoute.POST, { as, method: "POST", body: { ids: ["nope"] } }),
    ];
    for (const read of reads) {
      expect((await read(finance)).status).toBe(200);
      expect((await read(admin)).status).toBe(200);
      for (const other of [owner, recruiter, candidate, trainer]) expect((await read(other)).status).toBe(403);
      expect((await read(null)).status).toBe(401);
    }
    const { NextRequest } = await import("next/server");
    const { session } = await import("@/tests/helpers/mock-guards");
    const gstr1 = (as: typeof finance | null) => {
      session.user = as;
      return gstr1Route.GET(new NextRequest("http://localhost/api/v1/finance/reports/gstr1?month=2026-12&section=b2b"), { params: Promise.resolve({}) });
    };
    expect((await gstr1(admin)).status).toBe(200);
    for (const other of [owner, recruiter, candidate]) expect((await gstr1(other)).status).toBe(403);
    expect((await gstr1(null)).status).toBe(401);
  });
});
