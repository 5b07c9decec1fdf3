// The services behind Finance's new pages (decisions.md section 21): the clients list (every company by
// name, paged in SQL, with billing details and terms where given) and one invoice for its detail page.
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());

const { createEmployer, createUser } = await import("@/tests/factories");
const { listClients, CLIENTS_PAGE_SIZE } = await import("@/lib/billing/service/clients");
const { getInvoice } = await import("@/lib/billing/service/invoices");
const h = await import("@/tests/billing/helpers");

describe("listClients", () => {
  it("pages every company by name with its billing details and terms, for Finance only", async () => {
    const finance = await h.financeWithSettings();
    for (let i = 1; i <= CLIENTS_PAGE_SIZE; i += 1) await createEmployer({ orgName: `Client ${String(i).padStart(2, "0")}` });
    const { employerId } = await h.clientWithBilling();
    expect((await h.putTerms(finance, employerId, { placementFeePercent: 8.33, paymentTermsDays: 45 })).status).toBe(200);

    const first = await listClients(finance, { page: 1 });
    expect(first.hasNextPage).toBe(true);
    expect(first.clients).toHaveLength(CLIENTS_PAGE_SIZE);
    const names = first.clients.map((client) => client.orgName);
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);

    const all = [...first.clients, ...(await listClients(finance, { page: 2 })).clients];
    expect(all).toHaveLength(CLIENTS_PAGE_SIZE + 1);
    const billed = all.find((client) => client.employerId === employerId)!;
    expect(billed.billing).toMatchObject({ employerId, state: "Karnataka" });
    expect(billed.terms).toEqual({ employerId, placementFeePercent: 8.33, paymentTermsDays: 45 });
    expect(all.find((client) => client.orgName === "Client 01")).toMatchObject({ billing: null, terms: null });

    const owner = (await createEmployer()).user;
    await expect(listClients(owner, { page: 1 })).rejects.toMatchObject({ status: 403 });
  });
});

describe("getInvoice", () => {
  it("reads one invoice for Finance; an unknown id is 404", async () => {
    const finance = await h.financeWithSettings();
    const { employerId } = await h.clientWithBilling();
    const id = await h.draftFor(finance, employerId);
    expect(await getInvoice(finance, { id })).toMatchObject({ id, status: "draft", total: 11_800_000, lines: [{ sac: "998512" }] });
    await expect(getInvoice(finance, { id: "missing" })).rejects.toMatchObject({ status: 404 });
    const candidate = await createUser({ role: "Candidate" });
    await expect(getInvoice(candidate, { id })).rejects.toMatchObject({ status: 403 });
  });
});
