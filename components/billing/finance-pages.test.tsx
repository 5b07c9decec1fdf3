// @vitest-environment happy-dom
// Finance's desk pages (decisions.md section 21) by role and label: the drafts' bulk issue through a real
// confirm dialog and its per-draft results, the ageing table with its totals, the revenue charts beside
// their table, the GSTR-1 links and the filtered CSV link.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";

const action = vi.hoisted(() => ({ bulkIssueAction: vi.fn() }));
vi.mock("@/lib/billing/actions/invoices", () => action);
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { DraftIssuer } = await import("@/components/billing/draft-issuer");
const { AgingTable } = await import("@/components/billing/aging-table");
const { RevenueReport } = await import("@/components/billing/revenue-report");
const { Gstr1Downloads } = await import("@/components/billing/gstr1-downloads");
const { InvoiceFilters } = await import("@/components/billing/invoice-filters");

afterEach(cleanup);

const draft = (id: string, name: string): InvoiceJson => ({
  id,
  number: null,
  kind: "placement",
  status: "draft",
  employerId: "e1",
  candidateId: null,
  billTo: { name, gstin: null, address: null, state: "Karnataka", email: "a@b.example" },
  placeOfSupply: { state: "Karnataka", code: "29" },
  supplyType: "inter",
  lines: [],
  taxable: 10_000_000,
  cgst: 0,
  sgst: 0,
  igst: 1_800_000,
  total: 11_800_000,
  totalInWords: "",
  paid: 0,
  tds: 0,
  credited: 0,
  balance: 11_800_000,
  issueDate: null,
  dueDate: null,
  placementId: null,
  engagementId: null,
  enrollmentId: null,
  createdAt: "2026-11-28T10:00:00.000Z",
});

describe("DraftIssuer", () => {
  it("issues the chosen drafts after a confirm dialog and lists each result", async () => {
    action.bulkIssueAction.mockResolvedValue({
      ok: true,
      data: {
        issued: 1,
        failed: 1,
        results: [
          { id: "d1", ok: true, number: "TB/26-27/00007", status: "issued", code: null, message: null },
          { id: "d2", ok: false, number: null, status: null, code: "ISSUED", message: "This invoice has been issued." },
        ],
      },
    });
    render(<DraftIssuer drafts={[draft("d1", "Alpha Ltd"), draft("d2", "Beta Ltd")]} />);
    expect(screen.getByRole("button", { name: "Issue chosen (0)" })).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Choose all 2 drafts on this page" }));
    fireEvent.click(screen.getByRole("button", { name: "Issue chosen (2)" }));
    const dialog = screen.getByRole("dialog", { name: "Issue 2 drafts?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue" }));
    await waitFor(() => expect(action.bulkIssueAction).toHaveBeenCalledWith({ ids: ["d1", "d2"] }));
    const status = await screen.findByRole("status");
    expect(status.textContent).toContain("Issued 1 of 2.");
    expect(status.textContent).toContain("Alpha Ltd: issued as TB/26-27/00007");
    expect(status.textContent).toContain("Beta Ltd: not issued (This invoice has been issued.)");
  });

  it("issues one draft from its row", async () => {
    action.bulkIssueAction.mockResolvedValue({ ok: true, data: { issued: 1, failed: 0, results: [{ id: "d2", ok: true, number: "TB/26-27/00008", status: "issued", code: null, message: null }] } });
    render(<DraftIssuer drafts={[draft("d1", "Alpha Ltd"), draft("d2", "Beta Ltd")]} />);
    fireEvent.click(screen.getByRole("button", { name: "Issue the draft for Beta Ltd" }));
    fireEvent.click(within(screen.getByRole("dialog", { name: "Issue the draft for Beta Ltd?" })).getByRole("button", { name: "Issue" }));
    await waitFor(() => expect(action.bulkIssueAction).toHaveBeenLastCalledWith({ ids: ["d2"] }));
  });
});

describe("reports", () => {
  it("ages per client with totals, charts revenue beside its table, links GSTR-1 and the CSV", () => {
    const zero = { current: 0, overdue1to30: 0, overdue31to60: 0, overdue61to90: 0, overdue90plus: 0 };
    render(
      <>
        <AgingTable
          report={{
            asOf: "2026-11-29",
            clients: [
              { employerId: "e1", candidateId: null, name: "Alpha Ltd", ...zero, overdue31to60: 11_800_000, total: 11_800_000 },
              { employerId: null, candidateId: "c1", name: "Asha Rao", ...zero, current: 2_950_000, total: 2_950_000 },
            ],
            totals: { ...zero, current: 2_950_000, overdue31to60: 11_800_000, total: 14_750_000 },
          }}
        />
        <RevenueReport report={{ from: "2026-10", to: "2026-11", months: [{ month: "2026-10", kind: "placement", invoiced: 10_000_000, collected: 5_000_000 }, { month: "2026-11", kind: "placement", invoiced: 0, collected: 0 }] }} />
        <Gstr1Downloads month="2026-10" from="2026-10" to="2026-11" />
        <InvoiceFilters query={{ status: "issued", kind: "placement", month: "2026-10" }} clients={[{ employerId: "e1", name: "Alpha Ltd" }]} />
      </>,
    );
    const aging = screen.getByRole("table", { name: /^Receivables ageing per client on / });
    expect(within(aging).getByRole("rowheader", { name: "All clients" }).parentElement!.textContent).toContain("₹1,47,500.00");
    expect(within(aging).getByRole("rowheader", { name: /Asha Rao/ }).textContent).toContain("Person");
    expect(screen.getByRole("heading", { name: "Revenue, Oct 2026 to Nov 2026" })).toBeTruthy();
    expect(screen.getByRole("img", { name: /Placement fee invoiced per month in ₹ thousand/ })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Invoiced (taxable value) and collected per month and kind" }).textContent).toContain("₹50,000.00");
    expect(screen.getByRole("link", { name: "Download b2b for Oct 2026 (CSV)" }).getAttribute("href")).toBe("/api/v1/finance/reports/gstr1?month=2026-10&section=b2b");
    expect(screen.getByRole("link", { name: "Download cdnr for Oct 2026 (CSV)" })).toBeTruthy();
    expect(screen.getByLabelText(/^Return month/)).toBeTruthy();
    expect(screen.getByLabelText(/^Kind/)).toBeTruthy();
    expect(screen.getByLabelText(/^Client/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download these invoices as CSV" }).getAttribute("href")).toBe("/api/v1/finance/invoices?status=issued&kind=placement&month=2026-10&format=csv");
  });
});
