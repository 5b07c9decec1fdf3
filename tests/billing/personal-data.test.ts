// Invoices are kept by law (decisions.md section 21): erasing a person's account leaves the invoices
// issued to them exactly as issued (their frozen bill-to included) and removes their drafts; the person's
// export and the company's list the invoices issued to them.
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { createCandidate } = await import("@/tests/factories");
const { purgeTask } = await import("@/lib/privacy/tasks/purge");
const { exportAccount } = await import("@/lib/privacy/service/export");
const h = await import("@/tests/billing/helpers");

const courseLine = { description: "Full Stack Java course", sac: "999293", quantity: 1, rate: 4_000_000 };

async function accountJson(user: Parameters<typeof exportAccount>[0]) {
  const { bytes } = await exportAccount(user);
  return JSON.parse(strFromU8(unzipSync(bytes)["account.json"])) as Record<string, unknown>;
}

describe("invoices and personal data", () => {
  it("the purge keeps a person's issued invoice as issued and deletes their drafts", async () => {
    const finance = await h.financeWithSettings();
    const { user: person } = await createCandidate({ complete: true, name: "Kiran Patil" });
    const issuedId = ((await h.createDraft(finance, { candidateId: person.id, billingState: "Goa", lines: [courseLine] })).body.response as { id: string }).id;
    await h.issue(finance, issuedId);
    const draftId = ((await h.createDraft(finance, { candidateId: person.id, lines: [courseLine] })).body.response as { id: string }).id;
    const before = await h.invoiceRow(issuedId);

    await db.user.update({ where: { id: person.id }, data: { deletionRequestedAt: new Date(Date.now() - 10 * 86_400_000) } });
    await purgeTask.run({ now: new Date() });

    expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).deletedAt).not.toBeNull();
    const after = await h.invoiceRow(issuedId);
    expect(after).toEqual(before);
    expect(after).toMatchObject({ billToName: "Kiran Patil", billToEmail: person.email, status: "issued", candidateId: person.id });
    expect(await db.invoice.findUnique({ where: { id: draftId } })).toBeNull();
    expect(await db.invoiceLine.count({ where: { invoiceId: draftId } })).toBe(0);
  });

  it("the person's export and the company's list the invoices issued to them, not drafts", async () => {
    const finance = await h.financeWithSettings();
    const { user: person } = await createCandidate({ complete: true });
    const id = ((await h.createDraft(finance, { candidateId: person.id, lines: [courseLine] })).body.response as { id: string }).id;
    expect((await accountJson(person)).invoices).toEqual([]);
    await h.issue(finance, id);
    const invoices = (await accountJson(person)).invoices as { number: string; total: number; lines: unknown[]; payments: unknown[] }[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ total: 4_720_000, lines: [{ description: "Full Stack Java course", amount: 4_000_000 }], payments: [], creditNotes: [] });
    expect(invoices[0].number).toMatch(/^TB\//);

    const { owner, employerId } = await h.clientWithBilling();
    await h.draftFor(finance, employerId);
    await h.issue(finance, await h.draftFor(finance, employerId));
    expect(((await accountJson(owner)).invoices as unknown[]).length).toBe(1);
  });
});
