// GET employer/invoices and candidate/invoices (decisions.md section 21): the company's owners and
// recruiters see the invoices issued to it (not drafts, not cancelled drafts, not another company's),
// newest first; interviewers 403; a person sees theirs.
import { describe, expect, it, vi } from "vitest";
import type { InvoiceJson, InvoicesPage } from "@/lib/billing/contract/invoices";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { createCandidate, createUser } = await import("@/tests/factories");
const { addMember } = await import("@/tests/teams/helpers");
const { call } = await import("@/tests/employer/helpers");
const employerRoute = await import("@/app/api/v1/employer/invoices/route");
const candidateRoute = await import("@/app/api/v1/candidate/invoices/route");
const { loadEmployerInvoices } = await import("@/lib/billing/loaders/client-invoices");
const h = await import("@/tests/billing/helpers");

type User = Awaited<ReturnType<typeof createUser>>;
const employerList = (as: User | null) => call(employerRoute.GET, { as, path: "/api/v1/employer/invoices" });
const candidateList = (as: User | null) => call(candidateRoute.GET, { as, path: "/api/v1/candidate/invoices" });
const numbers = (res: { body: { response?: unknown } }) => (res.body.response as InvoicesPage).invoices.map((invoice) => invoice.number);

describe("GET employer/invoices", () => {
  it("lists the company's issued invoices only, newest first, to its owners and recruiters", async () => {
    const finance = await h.financeWithSettings();
    const { owner, employerId } = await h.clientWithBilling();
    const other = await h.clientWithBilling({ billingEmail: "other@example.com" });
    const first = (await h.issue(finance, await h.draftFor(finance, employerId))).body.response as InvoiceJson;
    const second = (await h.issue(finance, await h.draftFor(finance, employerId))).body.response as InvoiceJson;
    await h.draftFor(finance, employerId); // a draft: Finance's only
    await h.cancel(finance, await h.draftFor(finance, employerId)); // a cancelled draft
    await h.issue(finance, await h.draftFor(finance, other.employerId)); // another company's

    const { user: recruiter } = await addMember(employerId, "recruiter");
    for (const member of [owner, recruiter]) {
      const res = await employerList(member);
      expect(res.status).toBe(200);
      expect(numbers(res)).toEqual([second.number, first.number]);
      expect(res.body.response).toMatchObject({ hasNextPage: false, invoices: [{ id: second.id, status: "issued", lines: [h.feeLine] }, { id: first.id }] });
    }
    expect(numbers(await employerList(other.owner))).toHaveLength(1);

    const { user: interviewer } = await addMember(employerId, "interviewer");
    expect((await employerList(interviewer)).status).toBe(403);
    expect((await employerList(await createUser({ role: "Employer" }))).status).toBe(404);
    expect((await employerList(await createUser({ role: "Candidate" }))).status).toBe(403);
    expect((await employerList(null)).status).toBe(401);

    // The page's data: each invoice with a balance carries its QR code as a PNG data URL, alt text naming amount and number.
    const page = await loadEmployerInvoices(recruiter, {});
    expect(page.ok && page.invoices[0].qr).toMatchObject({ alt: `UPI QR code to pay ₹1,18,000.00 for invoice ${second.number}` });
    expect(page.ok && page.invoices[0].qr?.src).toMatch(/^data:image\/png;base64,/);
  });
});

describe("GET candidate/invoices", () => {
  it("lists the person's issued invoices, not another's, not drafts", async () => {
    const finance = await h.financeWithSettings();
    const { user: person } = await createCandidate({ complete: true });
    const { user: other } = await createCandidate();
    const line = { description: "Java course", sac: "999293", quantity: 1, rate: 2_500_000 };
    const draft = (await h.createDraft(finance, { candidateId: person.id, lines: [line] })).body.response as InvoiceJson;
    await h.createDraft(finance, { candidateId: person.id, lines: [line] });
    const issued = (await h.issue(finance, draft.id)).body.response as InvoiceJson;
    expect(numbers(await candidateList(person))).toEqual([issued.number]);
    expect(numbers(await candidateList(other))).toEqual([]);
    expect((await candidateList(await createUser({ role: "Employer" }))).status).toBe(403);
  });
});
