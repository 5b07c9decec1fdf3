// Numbering under load (decisions.md section 21, decision 0057): 50 drafts issued at the same moment get
// the numbers 1 to 50 exactly, each once. The sequence row is incremented inside each issuing
// transaction (INSERT … ON CONFLICT DO UPDATE … RETURNING), which holds its lock until the issue
// commits: a read-then-write of the last number (no row lock) gives two issues the same number here.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { db } = await import("@/lib/db");
const { formatIndiaDay } = await import("@/lib/format/date");
const { financialYearLabel, financialYearOf } = await import("@/lib/billing/rules/numbering");
const h = await import("@/tests/billing/helpers");

const COUNT = 50;

describe("issuing concurrently", () => {
  it("50 drafts issued at once are numbered 1..50, no gap, no repeat", async () => {
    const finance = await h.financeWithSettings({ invoicePrefix: "RACE" });
    const { employerId } = await h.clientWithBilling();
    const ids: string[] = [];
    for (let i = 0; i < COUNT; i++) ids.push(await h.draftFor(finance, employerId, [{ ...h.feeLine, rate: 100_000 + i }]));

    const answers = await Promise.all(ids.map((id) => h.issue(finance, id)));
    expect(answers.map((a) => a.status)).toEqual(Array(COUNT).fill(200));

    const fy = financialYearOf(formatIndiaDay(new Date()));
    const expected = Array.from({ length: COUNT }, (_, i) => `RACE/${financialYearLabel(fy)}/${String(i + 1).padStart(5, "0")}`);
    const rows = await db.invoice.findMany({ where: { id: { in: ids } }, select: { number: true, status: true } });
    expect(rows.every((row) => row.status === "issued")).toBe(true);
    expect(rows.map((row) => row.number).sort()).toEqual(expected);
    const answered = answers.map((a) => (a.body.response as { number: string }).number).sort();
    expect(answered).toEqual(expected);
    expect((await db.invoiceSequence.findUniqueOrThrow({ where: { prefix_financialYear: { prefix: "RACE", financialYear: fy } } })).last).toBe(COUNT);

    // The next issue continues the sequence.
    const next = await h.issue(finance, await h.draftFor(finance, employerId));
    expect((next.body.response as { number: string }).number).toBe(`RACE/${financialYearLabel(fy)}/00051`);
  });
});
