// Payments and credit notes (decisions.md section 21, decision 0057): a payment against an issued
// invoice (partly_paid, then paid), each 409 (NOT_ISSUED, OVERPAID, DUPLICATE_PAYMENT, OVER_CREDIT),
// concurrent payments never passing the total (the row lock, and the CHECK behind it), the receipt
// mailed once; credit notes numbered CN/{yy-yy}/{00001} without gaps, the balance by default.
import { describe, expect, it, vi } from "vitest";
import type { RecordedPayment } from "@/lib/billing/contract/payments";
import type { CreditNoteJson } from "@/lib/billing/contract/credit-notes";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { call } = await import("@/tests/employer/helpers");
const { createUser } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { formatIndiaDay } = await import("@/lib/format/date");
const { financialYearLabel, financialYearOf } = await import("@/lib/billing/rules/numbering");
const { wasSent } = await import("@/lib/email/once");
const { receiptKey } = await import("@/lib/billing/mails/receipts");
const { mailReceipt } = await import("@/lib/billing/service/payments");
const h = await import("@/tests/billing/helpers");
const paymentsRoute = await import("@/app/api/v1/finance/invoices/[id]/payments/route");
const creditNotesRoute = await import("@/app/api/v1/finance/invoices/[id]/credit-notes/route");

const TOTAL = 11_800_000; // ₹1,00,000 + IGST 18 %
const today = formatIndiaDay(new Date());
const fy = financialYearLabel(financialYearOf(today));
let refs = 0;
const ref = () => `UTR${Date.now()}${(refs += 1)}`;

const pay = (as: SessionUser, id: string, body: Record<string, unknown>) =>
  call(paymentsRoute.POST, { as, method: "POST", params: { id }, body: { date: today, method: "neft", reference: ref(), ...body } });
const credit = (as: SessionUser, id: string, body: Record<string, unknown>) => call(creditNotesRoute.POST, { as, method: "POST", params: { id }, body });

/** Finance, a client with its own billing e-mail, and an issued invoice of ₹1,18,000 to it. */
async function issuedInvoice(finance?: SessionUser) {
  const fin = finance ?? (await h.financeWithSettings());
  const email = `accounts-${Math.random().toString(36).slice(2, 8)}@client.example`;
  const { employerId } = await h.clientWithBilling({ billingEmail: email });
  const id = await h.draftFor(fin, employerId);
  const res = await h.issue(fin, id);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { finance: fin, id, email, employerId };
}

describe("payments", () => {
  it("a part payment with TDS is partly_paid, the rest makes it paid; a receipt each, mailed once", async () => {
    const { finance, id, email } = await issuedInvoice();
    const first = await pay(finance, id, { amount: 5_000_000, tds: 1_000_000, method: "rtgs", reference: "HDFCR52026112900001" });
    expect(first.status).toBe(201);
    const body = first.body.response as RecordedPayment;
    expect(body.payment).toMatchObject({ invoiceId: id, amount: 5_000_000, tds: 1_000_000, date: today, method: "rtgs", reference: "HDFCR52026112900001" });
    expect(body.invoice).toMatchObject({ status: "partly_paid", paid: 5_000_000, tds: 1_000_000, credited: 0, balance: TOTAL - 6_000_000 });

    const second = await pay(finance, id, { amount: TOTAL - 6_000_000 });
    expect(second.status).toBe(201);
    expect((second.body.response as RecordedPayment).invoice).toMatchObject({ status: "paid", paid: TOTAL - 1_000_000, balance: 0 });

    const receipts = mailsTo(email).filter((m) => m.subject.startsWith("Payment received"));
    expect(receipts.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Payment received: ₹50,000\.00 against invoice TB\//),
      expect.stringMatching(/^Payment received: ₹58,000\.00 against invoice TB\//),
    ]);
    expect(receipts[0].text).toContain("TDS deducted: ₹10,000.00");
    expect(receipts[1].text).toContain("settled in full");
    // The receipt is keyed by the payment: sending it again sends nothing.
    expect(await wasSent(receiptKey(body.payment.id))).toBe(true);
    await mailReceipt(body);
    expect(mailsTo(email).filter((m) => m.subject.startsWith("Payment received"))).toHaveLength(2);

    // Nothing left: any further payment is OVERPAID.
    expect((await pay(finance, id, { amount: 1 })).body).toMatchObject({ code: "OVERPAID" });
  });

  it("409 OVERPAID above the balance, 409 NOT_ISSUED for a draft or cancelled invoice, 400 for bad amounts", async () => {
    const { finance, id, employerId } = await issuedInvoice();
    const over = await pay(finance, id, { amount: TOTAL, tds: 1 });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: "OVERPAID" });
    expect(await db.payment.count({ where: { invoiceId: id } })).toBe(0);

    const draft = await h.draftFor(finance, employerId);
    expect((await pay(finance, draft, { amount: 100 })).body).toMatchObject({ code: "NOT_ISSUED" });
    expect((await h.cancel(finance, draft)).status).toBe(200);
    const cancelled = await pay(finance, draft, { amount: 100 });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({ code: "NOT_ISSUED" });

    for (const body of [{ amount: 0 }, { amount: -5 }, { amount: 10.5 }, { amount: 100, tds: -1 }, { amount: 100, method: "paypal" }, { amount: 100, reference: " " }]) {
      expect((await pay(finance, id, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await pay(finance, id, { amount: 100, date: "2999-01-01" })).body).toMatchObject({ code: "VALIDATION", errors: { date: expect.any(String) } });
    expect((await pay(finance, "nope", { amount: 100 })).status).toBe(404);
    const recruiter = await createUser({ role: "Recruiter" });
    expect((await pay(recruiter, id, { amount: 100 })).status).toBe(403);
  });

  it("409 DUPLICATE_PAYMENT for the same method and reference, on any invoice; another method may share it", async () => {
    const { finance, id } = await issuedInvoice();
    const other = await issuedInvoice(finance);
    expect((await pay(finance, id, { amount: 1000, method: "upi", reference: "412233445566" })).status).toBe(201);
    const again = await pay(finance, other.id, { amount: 1000, method: "upi", reference: " 412233445566 " });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "DUPLICATE_PAYMENT" });
    expect((await pay(finance, other.id, { amount: 1000, method: "imps", reference: "412233445566" })).status).toBe(201);
    expect((await h.invoiceRow(other.id)).paid).toBe(1000n);
  });

  it("payments at the same moment never pass the total: the one that would is OVERPAID", async () => {
    const { finance, id } = await issuedInvoice();
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(finance, id, { amount: 4_000_000 })));
    const statuses = answers.map((a) => a.status).sort();
    // ₹1,18,000: two payments of ₹40,000 fit (₹80,000), a third would pass the total.
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => (a.body as { code: string }).code === "OVERPAID")).toBe(true);
    const row = await h.invoiceRow(id);
    expect(row).toMatchObject({ paid: 8_000_000n, status: "partly_paid" });
    expect(await db.payment.count({ where: { invoiceId: id } })).toBe(2);
  });

  it("the database refuses paid + tds + credited above the total whoever writes it (the CHECK)", async () => {
    const { id } = await issuedInvoice();
    await expect(db.$executeRaw`UPDATE "Invoice" SET "paid" = "total" + 1 WHERE "id" = ${id}`).rejects.toThrow();
    await expect(db.$executeRaw`UPDATE "Invoice" SET "paid" = "total" - 5, "tds" = 3, "credited" = 3 WHERE "id" = ${id}`).rejects.toThrow();
    expect(await db.$executeRaw`UPDATE "Invoice" SET "paid" = "total" WHERE "id" = ${id}`).toBe(1);
  });
});

describe("credit notes", () => {
  it("are numbered CN/{yy-yy}/00001 on without gaps; the default is the balance; OVER_CREDIT above it", async () => {
    const { finance, id } = await issuedInvoice();
    const first = await credit(finance, id, { amount: 1_800_000, reason: "Discount agreed on the fee" });
    expect(first.status).toBe(201);
    expect(first.body.response).toEqual({ id: expect.any(String), number: `CN/${fy}/00001`, amount: 1_800_000, reason: "Discount agreed on the fee", invoiceId: id });
    let row = await h.invoiceRow(id);
    // A credit alone lowers what is owed: the invoice stays issued.
    expect(row).toMatchObject({ credited: 1_800_000n, status: "issued" });

    const over = await credit(finance, id, { amount: TOTAL, reason: "Too much" });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({ code: "OVER_CREDIT" });

    expect((await pay(finance, id, { amount: 1_000_000 })).status).toBe(201);
    const rest = await credit(finance, id, { reason: "Placement fell through" });
    expect(rest.status).toBe(201);
    expect(rest.body.response).toMatchObject({ number: `CN/${fy}/00002`, amount: TOTAL - 1_800_000 - 1_000_000 });
    row = await h.invoiceRow(id);
    expect(row).toMatchObject({ credited: BigInt(TOTAL - 1_000_000), paid: 1_000_000n, status: "paid" });
    // Nothing left to credit.
    expect((await credit(finance, id, { reason: "Again" })).body).toMatchObject({ code: "OVER_CREDIT" });

    // Concurrent credit notes on other invoices take the next numbers, each once.
    const more = await Promise.all([issuedInvoice(finance), issuedInvoice(finance), issuedInvoice(finance)]);
    const notes = await Promise.all(more.map((m) => credit(finance, m.id, { amount: 100, reason: "Rounding" })));
    expect(notes.map((n) => (n.body.response as CreditNoteJson).number).sort()).toEqual([3, 4, 5].map((n) => `CN/${fy}/0000${n}`));
  });

  it("a fully credited invoice with nothing paid is settled (paid, balance 0), not cancelled", async () => {
    const { finance, id } = await issuedInvoice();
    expect((await credit(finance, id, { reason: "Fee waived" })).status).toBe(201);
    const row = await h.invoiceRow(id);
    expect(row).toMatchObject({ status: "paid", credited: BigInt(TOTAL), paid: 0n });
    expect((await pay(finance, id, { amount: 1 })).body).toMatchObject({ code: "OVERPAID" });
  });

  it("409 NOT_ISSUED for a draft; 400 without a reason; nothing is numbered when refused", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const draft = await h.draftFor(finance, employerId);
    const res = await credit(finance, draft, { amount: 100, reason: "x" });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "NOT_ISSUED" });
    const { id } = await issuedInvoice(finance);
    expect((await credit(finance, id, { amount: 100 })).status).toBe(400);
    expect((await credit(finance, id, { amount: 0, reason: "zero" })).status).toBe(400);
    const numbers = (await db.creditNote.findMany({ select: { number: true } })).map((n) => n.number).sort();
    // The numbers drawn so far in this file have no gap (the refused ones rolled back).
    expect(numbers).toEqual(numbers.map((_, i) => `CN/${fy}/${String(i + 1).padStart(5, "0")}`));
  });
});

