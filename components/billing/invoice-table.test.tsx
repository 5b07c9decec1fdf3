// @vitest-environment happy-dom
// Finance's list (decisions.md section 21): a status filter of links, and each invoice's number (or
// "Draft"), bill-to, place of supply and tax, status, dates and amounts in rupees.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { issuedInvoice } from "@/components/billing/invoice-fixture";
import { InvoiceStatusFilter, InvoiceTable } from "@/components/billing/invoice-table";

afterEach(cleanup);

const base = issuedInvoice;

describe("InvoiceTable", () => {
  it("shows an issued invoice's number, dates and amounts, and a draft as a draft", () => {
    const draft = { ...base, id: "i2", number: null, status: "draft" as const, issueDate: null, dueDate: null, supplyType: "inter" as const, placeOfSupply: { state: "Karnataka", code: "29" } };
    render(<InvoiceTable invoices={[base, draft]} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row");
    expect(rows[1].textContent).toContain("TB/26-27/00001");
    expect(rows[1].textContent).toContain("Maharashtra (27) · CGST + SGST");
    expect(rows[1].textContent).toContain("Nov 29, 2026");
    expect(rows[1].textContent).toContain("Dec 29, 2026");
    expect(rows[1].textContent).toContain("₹1,18,000.00");
    expect(rows[1].textContent).toContain("Placement fee");
    expect(rows[2].textContent).toContain("Draft");
    expect(rows[2].textContent).toContain("Karnataka (29) · IGST");
    expect(rows[2].textContent).toContain("Drafted Nov 28, 2026");
  });
});

describe("InvoiceStatusFilter", () => {
  it("links All and each status, marking the current one", () => {
    render(<InvoiceStatusFilter current="draft" />);
    const links = within(screen.getByRole("navigation", { name: "Invoice status" })).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["All", "/finance"],
      ["Draft", "/finance?status=draft"],
      ["Issued", "/finance?status=issued"],
      ["Partly paid", "/finance?status=partly_paid"],
      ["Paid", "/finance?status=paid"],
      ["Cancelled", "/finance?status=cancelled"],
    ]);
    expect(links[1].getAttribute("aria-current")).toBe("page");
  });
});
