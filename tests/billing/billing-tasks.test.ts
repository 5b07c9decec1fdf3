// The billing tasks (decisions.md section 21): billing-drafts drafts one placement fee invoice per
// active, started placement with a CTC (the fee rule, SAC 998512), never two under concurrent runs,
// naming the placements that wait for their client's billing details or terms; a placement that falls
// through inside its guarantee cancels its draft or credits its issued fee (the desk's transaction);
// invoice-reminders mails each milestone once per invoice, none for paid or cancelled ones.
import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/auth/types";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createUser } = await import("@/tests/factories");
const { mailsTo } = await import("@/tests/helpers/outbox");
const { formatIndiaDay } = await import("@/lib/format/date");
const { addDays } = await import("@/lib/desk/rules/placements");
const { offeredAgencyApplication } = await import("@/tests/desk/agency-fixtures");
const { updatePlacement } = await import("@/lib/desk/service/placements");
const { TASKS } = await import("@/lib/registry/tasks");
const { billingDraftsTask } = await import("@/lib/billing/tasks/billing-drafts");
const { invoiceRemindersTask } = await import("@/lib/billing/tasks/invoice-reminders");
const { FELL_THROUGH_CREDIT_REASON } = await import("@/lib/billing/rules/payments");
const { wasSent } = await import("@/lib/email/once");
const { reminderKey } = await import("@/lib/billing/mails/reminders");
const h = await import("@/tests/billing/helpers");

const today = formatIndiaDay(new Date());
/** A reminder's subject (the issue mail, "Invoice TB/…: ₹…, due …", is not one). */
const REMINDER = / is (due in \d+ days?|due today|\d+ days? overdue)$/;
const dayValue = (day: string) => new Date(`${day}T00:00:00Z`);

/** A placement at a new company (Karnataka billing unless `billing: false`, 8.33 % terms unless `terms: false`). */
async function placement(finance: SessionUser, opts: { name: string; startsIn?: number; annualCtc?: number | null; billing?: boolean; terms?: boolean }) {
  const recruiter = await createUser({ role: "Recruiter" });
  const made = await offeredAgencyApplication(recruiter, opts.name);
  const email = `acc-${Math.random().toString(36).slice(2, 8)}@client.example`;
  if (opts.billing !== false) expect((await h.putBilling(made.employer, { ...h.KARNATAKA_BILLING, billingEmail: email })).status).toBe(200);
  if (opts.terms !== false) expect((await h.putTerms(finance, made.company.id, { placementFeePercent: 8.33, paymentTermsDays: 30 })).status).toBe(200);
  const row = await db.placement.create({
    data: {
      applicationId: made.applicationId,
      submittalId: made.submittal.id,
      recruiterId: recruiter.id,
      startDate: dayValue(addDays(today, opts.startsIn ?? -1)),
      annualCtc: opts.annualCtc === undefined ? 900_000 : opts.annualCtc,
    },
  });
  return { recruiter, placement: row, employerId: made.company.id, orgName: made.company.orgName, email };
}

describe("billing-drafts", () => {
  it("is registered, daily", () => {
    expect(TASKS).toContain(billingDraftsTask);
    expect(TASKS).toContain(invoiceRemindersTask);
  });

  it("drafts one fee per started placement with a CTC, even when two runs race; names those waiting", async () => {
    const finance = await h.financeWithSettings();
    const started = await Promise.all(["Asha Rao", "Bala Iyer", "Chitra Nair"].map((name) => placement(finance, { name })));
    const future = await placement(finance, { name: "Future Start", startsIn: 3 });
    const noCtc = await placement(finance, { name: "No Ctc", annualCtc: null });
    const noBilling = await placement(finance, { name: "No Billing", billing: false });
    const noTerms = await placement(finance, { name: "No Terms", terms: false });

    const [a, b] = await Promise.all([billingDraftsTask.run({ now: new Date() }), billingDraftsTask.run({ now: new Date() })]);
    const drafted = (summary: string) => Number(/^Drafted (\d+)/.exec(summary)![1]);
    expect(drafted(a.summary) + drafted(b.summary)).toBe(3);
    for (const s of [a.summary, b.summary]) {
      expect(s).toContain("2 waiting for the client's billing details or terms");
      expect(s).toContain(`No Billing at ${noBilling.orgName} (${noBilling.placement.id})`);
      expect(s).toContain(`No Terms at ${noTerms.orgName}`);
    }

    for (const p of started) {
      const invoices = await db.invoice.findMany({ where: { employerId: p.employerId }, include: { lines: true } });
      expect(invoices).toHaveLength(1);
      // 8.33 % of ₹9,00,000 = ₹74,970 (7,497,000 paise), IGST 18 % on top.
      expect(invoices[0]).toMatchObject({ kind: "placement", status: "draft", placementId: p.placement.id, taxable: 7_497_000n, igst: 1_349_460n, total: 8_846_460n });
      expect(invoices[0].lines).toHaveLength(1);
      expect(invoices[0].lines[0]).toMatchObject({ sac: "998512", rate: 7_497_000n, amount: 7_497_000n });
      expect(invoices[0].lines[0].quantity.toNumber()).toBe(1);
      expect(invoices[0].lines[0].description).toContain("8.33 % of ₹9,00,000 annual CTC");
    }
    for (const p of [future, noCtc, noBilling, noTerms]) expect(await db.invoice.count({ where: { placementId: p.placement.id } })).toBe(0);

    // Run again: nothing more. Once the terms are given, the waiting one is drafted.
    expect((await billingDraftsTask.run({ now: new Date() })).summary).toMatch(/^Drafted 0 placement fee invoices\. 2 waiting/);
    expect((await h.putTerms(finance, noTerms.employerId, { placementFeePercent: 10, paymentTermsDays: 15 })).status).toBe(200);
    expect((await billingDraftsTask.run({ now: new Date() })).summary).toMatch(/^Drafted 1 placement fee invoice\. 1 waiting/);
    expect((await db.invoice.findUniqueOrThrow({ where: { placementId: noTerms.placement.id } })).taxable).toBe(9_000_000n);
  });
});

describe("a placement falling through inside its guarantee", () => {
  it("cancels its draft fee invoice", async () => {
    const finance = await h.financeWithSettings();
    const p = await placement(finance, { name: "Draft Fell" });
    await billingDraftsTask.run({ now: new Date() });
    const draft = await db.invoice.findUniqueOrThrow({ where: { placementId: p.placement.id } });
    expect(draft.status).toBe("draft");
    await updatePlacement(p.recruiter, { id: p.placement.id }, { fellThrough: true, reason: "Did not join" });
    expect(await db.invoice.findUniqueOrThrow({ where: { id: draft.id } })).toMatchObject({ status: "cancelled", cancelledAt: expect.any(Date) });
    // And it is never drafted again.
    await billingDraftsTask.run({ now: new Date() });
    expect(await db.invoice.count({ where: { placementId: p.placement.id } })).toBe(1);
  });

  it("credits an issued fee's balance with a credit note", async () => {
    const finance = await h.financeWithSettings();
    const p = await placement(finance, { name: "Issued Fell" });
    await billingDraftsTask.run({ now: new Date() });
    const draft = await db.invoice.findUniqueOrThrow({ where: { placementId: p.placement.id } });
    expect((await h.issue(finance, draft.id)).status).toBe(200);
    await db.invoice.update({ where: { id: draft.id }, data: { paid: 1_000_000n, status: "partly_paid" } });
    await updatePlacement(p.recruiter, { id: p.placement.id }, { fellThrough: true });
    const after = await db.invoice.findUniqueOrThrow({ where: { id: draft.id }, include: { creditNotes: true } });
    expect(after).toMatchObject({ status: "paid", credited: 8_846_460n - 1_000_000n });
    expect(after.creditNotes).toHaveLength(1);
    expect(after.creditNotes[0]).toMatchObject({ reason: FELL_THROUGH_CREDIT_REASON, amount: 8_846_460n - 1_000_000n, createdById: p.recruiter.id });
    expect(after.creditNotes[0].number).toMatch(/^CN\/\d{2}-\d{2}\/\d{5}$/);
  });
});

describe("invoice-reminders", () => {
  it("mails 3 days before, on the due date, and 7, 15 and 30 days after, once each; none for paid or cancelled", async () => {
    const finance = await h.financeWithSettings();
    const issuedTo = async () => {
      const email = `acc-${Math.random().toString(36).slice(2, 8)}@client.example`;
      const { employerId } = await h.clientWithBilling({ billingEmail: email });
      const id = await h.draftFor(finance, employerId);
      expect((await h.issue(finance, id)).status).toBe(200);
      return { id, email };
    };
    const owing = await issuedTo();
    const paid = await issuedTo();
    await db.invoice.update({ where: { id: paid.id }, data: { paid: 11_800_000n, status: "paid" } });
    const due = (await db.invoice.findUniqueOrThrow({ where: { id: owing.id } })).dueDate!.toISOString().slice(0, 10);
    await db.invoice.update({ where: { id: paid.id }, data: { dueDate: dayValue(due) } });
    const { employerId } = await h.clientWithBilling();
    const cancelled = await h.draftFor(finance, employerId);
    await h.cancel(finance, cancelled);

    // 06:00 India on the given day.
    const at = (offset: number) => new Date(`${addDays(due, offset)}T00:30:00Z`);
    const subjects = () => mailsTo(owing.email).filter((m) => REMINDER.test(m.subject)).map((m) => m.subject);
    for (const offset of [-4, -3, -3, -2, 0, 0, 1, 7, 8, 15, 30, 31, 60]) await invoiceRemindersTask.run({ now: at(offset) });
    const number = (await db.invoice.findUniqueOrThrow({ where: { id: owing.id } })).number!;
    expect(subjects()).toEqual([
      `Invoice ${number} is due in 3 days`,
      `Invoice ${number} is due today`,
      `Invoice ${number} is 7 days overdue`,
      `Invoice ${number} is 15 days overdue`,
      `Invoice ${number} is 30 days overdue`,
    ]);
    for (const milestone of ["before3", "due", "after7", "after15", "after30"] as const) {
      expect(await wasSent(reminderKey(owing.id, milestone))).toBe(true);
      expect(await wasSent(reminderKey(paid.id, milestone))).toBe(false);
    }
    expect(mailsTo(paid.email).filter((m) => REMINDER.test(m.subject))).toEqual([]);
    expect(await wasSent(reminderKey(cancelled, "after30"))).toBe(false);
  });

  it("a missed day is caught up by the latest milestone only", async () => {
    const finance = await h.financeWithSettings();
    const email = `late-${Math.random().toString(36).slice(2, 8)}@client.example`;
    const { employerId } = await h.clientWithBilling({ billingEmail: email });
    const id = await h.draftFor(finance, employerId);
    await h.issue(finance, id);
    const due = (await db.invoice.findUniqueOrThrow({ where: { id } })).dueDate!.toISOString().slice(0, 10);
    // The first run is 10 days after the due date: one mail, "10 days overdue" (the 7-day milestone).
    await invoiceRemindersTask.run({ now: new Date(`${addDays(due, 10)}T00:30:00Z`) });
    expect(mailsTo(email).filter((m) => REMINDER.test(m.subject)).map((m) => m.subject)).toEqual([expect.stringMatching(/is 10 days overdue$/)]);
    expect(await wasSent(reminderKey(id, "after7"))).toBe(true);
    expect(await wasSent(reminderKey(id, "due"))).toBe(false);
  });
});
