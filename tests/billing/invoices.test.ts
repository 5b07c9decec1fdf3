// Invoices (decisions.md section 21): drafts for a company or a person with GST by place of supply,
// bad input refused, a draft changed or cancelled, issuing (numbered once, dates, bill-to read again and
// frozen), an issued invoice never changed (409 ISSUED), Finance's list; and who may do any of it.
import { describe, expect, it, vi } from "vitest";
import type { InvoiceJson, InvoicesPage } from "@/lib/billing/contract/invoices";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate, createEmployer, createUser } = await import("@/tests/factories");
const { formatIndiaDay } = await import("@/lib/format/date");
const { financialYearLabel, financialYearOf } = await import("@/lib/billing/rules/numbering");
const h = await import("@/tests/billing/helpers");

const invoice = (res: { body: { response?: unknown } }) => res.body.response as InvoiceJson;
const today = formatIndiaDay(new Date());
const fy = financialYearLabel(financialYearOf(today));
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe("drafting", () => {
  it("a company in another state: IGST 18 %, its billing details as the bill-to, 201", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const res = await h.createDraft(finance, { employerId, lines: [h.feeLine, { description: "Replacement search", sac: "998512", quantity: 2.5, rate: 333 }] });
    expect(res.status).toBe(201);
    expect(invoice(res)).toMatchObject({
      number: null,
      kind: "manual",
      status: "draft",
      employerId,
      candidateId: null,
      billTo: { name: h.KARNATAKA_BILLING.legalName, gstin: "29AAGCB7383J1Z4", state: "Karnataka", email: h.KARNATAKA_BILLING.billingEmail },
      placeOfSupply: { state: "Karnataka", code: "29" },
      supplyType: "inter",
      lines: [
        { ...h.feeLine, amount: 10_000_000 },
        { description: "Replacement search", sac: "998512", quantity: 2.5, rate: 333, amount: 833 },
      ],
      taxable: 10_000_833,
      cgst: 0,
      sgst: 0,
      igst: 1_800_150, // 18 % of 10,000,833 = 1,800,149.94 → 1,800,150
      total: 11_800_983,
      totalInWords: "Rupees One Lakh Eighteen Thousand Nine and Eighty Three Paise Only",
      paid: 0,
      balance: 11_800_983,
      issueDate: null,
      dueDate: null,
    });
  });

  it("a company in our state: CGST 9 % + SGST 9 %, each rounded half up", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling({ gstin: "27AAPFU0939F1ZV", state: "Maharashtra" });
    const res = await h.createDraft(finance, { employerId, lines: [{ description: "Workshop", sac: "999293", quantity: 1, rate: 150 }] });
    expect(invoice(res)).toMatchObject({ supplyType: "intra", taxable: 150, cgst: 14, sgst: 14, igst: 0, total: 178, placeOfSupply: { code: "27" } });
  });

  it("a person: their name, e-mail and address; the state they give, else ours", async () => {
    const finance = await h.financeWithSettings();
    const { user: person } = await createCandidate({ complete: true, name: "Asha Rao" });
    const withState = invoice(await h.createDraft(finance, { candidateId: person.id, billingState: "Delhi", lines: [{ description: "Java course", sac: "999293", quantity: 1, rate: 2_500_000 }] }));
    expect(withState).toMatchObject({
      candidateId: person.id,
      billTo: { name: "Asha Rao", gstin: null, address: "12 Test Street, Pune", state: "Delhi", email: person.email },
      placeOfSupply: { state: "Delhi", code: "07" },
      supplyType: "inter",
      igst: 450_000,
    });
    const without = invoice(await h.createDraft(finance, { candidateId: person.id, lines: [{ description: "Java course", sac: "999293", quantity: 1, rate: 2_500_000 }] }));
    expect(without).toMatchObject({ billTo: { state: null }, placeOfSupply: { state: "Maharashtra", code: "27" }, supplyType: "intra", cgst: 225_000, sgst: 225_000 });
  });

  it("refuses negative or fractional paise, a quantity of 0 or with 5 decimals, an unknown SAC, no lines, both or neither recipient", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const bad: [string, unknown][] = [
      ["rate", { ...h.feeLine, rate: -100 }],
      ["rate", { ...h.feeLine, rate: 100.5 }],
      ["quantity", { ...h.feeLine, quantity: 0 }],
      ["quantity", { ...h.feeLine, quantity: -1 }],
      ["quantity", { ...h.feeLine, quantity: 1.00001 }],
      ["sac", { ...h.feeLine, sac: "123456" }],
      ["description", { ...h.feeLine, description: "  " }],
    ];
    for (const [field, line] of bad) {
      const res = await h.createDraft(finance, { employerId, lines: [line] });
      expect(res.status, JSON.stringify(line)).toBe(400);
      expect(res.body.errors?.lines, field).toMatch(field === "sac" ? /SAC/ : field === "description" ? /describe/ : new RegExp(field));
    }
    expect((await h.createDraft(finance, { employerId, lines: [] })).body.errors?.lines).toBe("An invoice has 1 to 50 lines");
    const { user: person } = await createCandidate();
    expect((await h.createDraft(finance, { employerId, candidateId: person.id, lines: [h.feeLine] })).body.errors?.employerId).toBe("Bill either a company (employerId) or a person (candidateId)");
    expect((await h.createDraft(finance, { lines: [h.feeLine] })).status).toBe(400);
    expect(await db.invoice.count({ where: { employerId } })).toBe(0);
  });

  it("409 for a company without billing details; 404 for an unknown company or person", async () => {
    const finance = await h.financeWithSettings();
    const { employer } = await createEmployer();
    const res = await h.createDraft(finance, { employerId: employer.id, lines: [h.feeLine] });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/billing details/);
    expect((await h.createDraft(finance, { employerId: "nope", lines: [h.feeLine] })).status).toBe(404);
    const recruiter = await createUser({ role: "Recruiter" });
    expect((await h.createDraft(finance, { candidateId: recruiter.id, lines: [h.feeLine] })).status).toBe(404);
  });
});

describe("changing, issuing and cancelling", () => {
  it("a draft's lines change; issuing numbers it, dates it by the client's terms and freezes its bill-to", async () => {
    const finance = await h.financeWithSettings();
    const { owner, employerId } = await h.clientWithBilling();
    await h.putTerms(finance, employerId, { placementFeePercent: 8.33, paymentTermsDays: 45 });
    const id = await h.draftFor(finance, employerId);
    const changed = await h.patchInvoice(finance, id, { lines: [{ ...h.feeLine, rate: 20_000_000 }] });
    expect(invoice(changed)).toMatchObject({ taxable: 20_000_000, igst: 3_600_000, total: 23_600_000, lines: [{ rate: 20_000_000 }] });
    // The client moves to our state before the issue: the issue reads the bill-to again (now intra-state).
    await h.putBilling(owner, { ...h.KARNATAKA_BILLING, gstin: "27AAPFU0939F1ZV", state: "Maharashtra", legalName: "Bytes Pune Pvt Ltd" });
    const issued = invoice(await h.issue(finance, id));
    expect(issued).toMatchObject({
      status: "issued",
      issueDate: today,
      dueDate: addDays(today, 45),
      billTo: { name: "Bytes Pune Pvt Ltd", state: "Maharashtra" },
      supplyType: "intra",
      cgst: 1_800_000,
      sgst: 1_800_000,
      igst: 0,
      total: 23_600_000,
      totalInWords: "Rupees Two Lakh Thirty Six Thousand Only",
    });
    expect(issued.number).toMatch(new RegExp(`^TB/${fy}/\\d{5}$`));
    // Frozen: the client's later change does not touch it.
    await h.putBilling(owner, { ...h.KARNATAKA_BILLING, legalName: "Renamed Ltd" });
    expect((await h.invoiceRow(id)).billToName).toBe("Bytes Pune Pvt Ltd");
  });

  it("without the client's terms the settings' apply", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const issued = invoice(await h.issue(finance, await h.draftFor(finance, employerId)));
    expect(issued.dueDate).toBe(addDays(today, 30));
  });

  it("issuing twice numbers once: the second is 409 ISSUED, at once or one after the other", async () => {
    const finance = await h.financeWithSettings({ invoicePrefix: "TW" });
    const { employerId } = await h.clientWithBilling();
    const id = await h.draftFor(finance, employerId);
    const answers = await Promise.all([h.issue(finance, id), h.issue(finance, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.code).toBe("ISSUED");
    const again = await h.issue(finance, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ISSUED");
    const sequence = await db.invoiceSequence.findUniqueOrThrow({ where: { prefix_financialYear: { prefix: "TW", financialYear: financialYearOf(today) } } });
    expect(sequence.last).toBe(1);
    expect((await h.invoiceRow(id)).number).toBe(`TW/${fy}/00001`);
  });

  it("an issued invoice cannot be changed or cancelled (409 ISSUED); nothing moves", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const id = await h.draftFor(finance, employerId);
    await h.issue(finance, id);
    const before = await h.invoiceRow(id);
    const patch = await h.patchInvoice(finance, id, { lines: [{ ...h.feeLine, rate: 1 }] });
    expect(patch.status).toBe(409);
    expect(patch.body).toMatchObject({ code: "ISSUED" });
    expect((await h.cancel(finance, id)).body.code).toBe("ISSUED");
    const after = await h.invoiceRow(id);
    expect(after.total).toBe(before.total);
    expect(after.lines.map((line) => line.rate)).toEqual(before.lines.map((line) => line.rate));
  });

  it("a draft is cancelled, never numbered; then it is neither issued nor changed (409)", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const id = await h.draftFor(finance, employerId);
    expect(invoice(await h.cancel(finance, id))).toMatchObject({ status: "cancelled", number: null });
    for (const res of [await h.issue(finance, id), await h.patchInvoice(finance, id, { lines: [h.feeLine] }), await h.cancel(finance, id)]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("CONFLICT");
    }
  });

  it("an unknown invoice is 404 to each call", async () => {
    const finance = await h.financeWithSettings();
    for (const res of [await h.issue(finance, "nope"), await h.cancel(finance, "nope"), await h.patchInvoice(finance, "nope", { lines: [h.feeLine] })]) {
      expect(res.status).toBe(404);
    }
  });
});

describe("the list and who may use billing", () => {
  it("filters by status, kind, company and month, newest first, full objects with lines", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const first = await h.draftFor(finance, employerId);
    const second = await h.draftFor(finance, employerId);
    await h.issue(finance, first);
    const page = (res: { body: { response?: unknown } }) => res.body.response as InvoicesPage;
    const mine = page(await h.listInvoices(finance, `?employerId=${employerId}`));
    expect(mine.invoices.map((i) => i.id)).toEqual([second, first]);
    expect(mine.invoices[1].lines).toHaveLength(1);
    expect(page(await h.listInvoices(finance, `?employerId=${employerId}&status=issued`)).invoices.map((i) => i.id)).toEqual([first]);
    expect(page(await h.listInvoices(finance, `?employerId=${employerId}&status=draft&kind=manual&month=${today.slice(0, 7)}`)).invoices.map((i) => i.id)).toEqual([second]);
    expect(page(await h.listInvoices(finance, `?employerId=${employerId}&month=2001-01`)).invoices).toEqual([]);
    expect((await h.listInvoices(finance, "?month=2026-13")).status).toBe(400);
  });

  it("pages in SQL: 20 a page, hasNextPage", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    for (let i = 0; i < 21; i++) await h.draftFor(finance, employerId);
    const one = (await h.listInvoices(finance, `?employerId=${employerId}`)).body.response as InvoicesPage;
    const two = (await h.listInvoices(finance, `?employerId=${employerId}&page=2`)).body.response as InvoicesPage;
    expect([one.invoices.length, one.hasNextPage, two.invoices.length, two.hasNextPage]).toEqual([20, true, 1, false]);
  });

  it("an admin may do what Finance may; candidates, employers, recruiters and trainers get 403 from every call", async () => {
    const finance = await h.financeWithSettings();
    const { owner, employerId } = await h.clientWithBilling();
    const admin = await createUser({ role: "Admin" });
    const id = await h.draftFor(admin, employerId);
    expect((await h.issue(admin, id)).status).toBe(200);
    const other = await h.draftFor(finance, employerId);
    const { user: candidate } = await createCandidate();
    for (const as of [candidate, owner, await createUser({ role: "Recruiter" }), await createUser({ role: "Trainer" })]) {
      const answers = [
        await h.listInvoices(as),
        await h.createDraft(as, { employerId, lines: [h.feeLine] }),
        await h.patchInvoice(as, other, { lines: [h.feeLine] }),
        await h.issue(as, other),
        await h.cancel(as, other),
        await h.putTerms(as, employerId, { placementFeePercent: 5, paymentTermsDays: 10 }),
      ];
      expect(answers.map((a) => a.status), as.role).toEqual([403, 403, 403, 403, 403, 403]);
    }
    expect((await h.invoiceRow(other)).status).toBe("draft");
    expect((await h.listInvoices(null)).status).toBe(401);
  });
});
