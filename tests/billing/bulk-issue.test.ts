// POST finance/invoices/bulk-issue (decisions.md section 21): drafts issued in the order given with
// consecutive numbers, each draft's failure its own, two bulks at once still without gaps or repeats,
// at most 200 ids.
import { describe, expect, it, vi } from "vitest";
import type { BulkIssueJson } from "@/lib/billing/contract/reports";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { call } = await import("@/tests/employer/helpers");
const { bulkIssueInvoices } = await import("@/lib/billing/service/bulk-issue");
const bulkRoute = await import("@/app/api/v1/finance/invoices/bulk-issue/route");
const h = await import("@/tests/billing/helpers");

const serial = (number: string | null) => Number(number!.split("/")[2]);

describe("bulk issue", () => {
  it("numbers the drafts in order without gaps; a cancelled, issued or unknown one fails alone", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const drafts: string[] = [];
    for (let i = 0; i < 6; i++) drafts.push(await h.draftFor(finance, employerId));
    await h.cancel(finance, drafts[1]);
    await h.issue(finance, drafts[2]);
    const res = await call(bulkRoute.POST, { as: finance, method: "POST", body: { ids: [drafts[0], drafts[1], drafts[2], "missing", drafts[3], drafts[4], drafts[5], drafts[0]] } });
    expect(res.status).toBe(200);
    const body = res.body.response as BulkIssueJson;
    expect([body.issued, body.failed]).toEqual([4, 3]);
    expect(body.results.map((r) => [r.id, r.ok, r.code])).toEqual([
      [drafts[0], true, null],
      [drafts[1], false, "CONFLICT"],
      [drafts[2], false, "ISSUED"],
      ["missing", false, "NOT_FOUND"],
      [drafts[3], true, null],
      [drafts[4], true, null],
      [drafts[5], true, null],
    ]);
    const first = serial((await h.invoiceRow(drafts[2])).number);
    expect(body.results.filter((r) => r.ok).map((r) => serial(r.number))).toEqual([first + 1, first + 2, first + 3, first + 4]);
  });

  it("two bulks at once: every number once, none skipped", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const before = await db.invoice.count({ where: { number: { not: null } } });
    const drafts: string[] = [];
    for (let i = 0; i < 20; i++) drafts.push(await h.draftFor(finance, employerId));
    const [a, b] = await Promise.all([bulkIssueInvoices(finance, { ids: drafts.slice(0, 10) }), bulkIssueInvoices(finance, { ids: drafts.slice(10) })]);
    expect(a.issued + b.issued).toBe(20);
    const numbers = [...a.results, ...b.results].map((r) => serial(r.number)).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + i + 1));
  });

  it("takes 1 to 200 ids", async () => {
    const finance = await h.financeWithSettings();
    const many = await call(bulkRoute.POST, { as: finance, method: "POST", body: { ids: Array.from({ length: 201 }, (_, i) => `id${i}`) } });
    expect([many.status, many.body.errors?.ids]).toEqual([400, "Choose 1 to 200 drafts to issue"]);
    expect((await call(bulkRoute.POST, { as: finance, method: "POST", body: { ids: [] } })).status).toBe(400);
  });
});
