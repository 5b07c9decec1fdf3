// @vitest-environment happy-dom
// The client's invoices (decisions.md section 21): each card names its number, date, status, balance and
// due date, links its PDF, and shows the UPI QR code (alt text: amount and number) while something is owed.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ClientInvoice } from "@/lib/billing/loaders/client-invoices";
import { ClientInvoiceList } from "@/components/billing/client-invoice-list";
import { issuedInvoice } from "@/components/billing/invoice-fixture";

afterEach(cleanup);

const base: ClientInvoice = {
  ...issuedInvoice,
  status: "partly_paid",
  billTo: { ...issuedInvoice.billTo, name: "InfoSphere", gstin: null },
  paid: 1_800_000,
  balance: 10_000_000,
  qr: { src: "data:image/png;base64,iVBORw0KGgo=", alt: "UPI QR code to pay ₹1,00,000.00 for invoice TB/26-27/00001" },
};

describe("ClientInvoiceList", () => {
  it("shows each invoice's number, date, status, balance, due date, PDF link and QR code", () => {
    const paid: ClientInvoice = { ...base, id: "i2", number: "TB/26-27/00002", status: "paid", paid: 11_800_000, balance: 0, qr: null };
    render(<ClientInvoiceList invoices={[base, paid]} />);
    const first = screen.getByRole("article", { name: "Invoice TB/26-27/00001" });
    for (const text of ["Nov 29, 2026", "Partly paid", "₹1,18,000.00", "₹1,00,000.00", "Dec 29, 2026"]) expect(first.textContent).toContain(text);
    expect(within(first).getByText("Balance").nextElementSibling?.textContent).toBe("₹1,00,000.00");
    expect(within(first).getByText("Due date").nextElementSibling?.textContent).toBe("Dec 29, 2026");
    expect(within(first).getByRole("link", { name: "Download PDF of invoice TB/26-27/00001" }).getAttribute("href")).toBe("/api/v1/invoices/i1/pdf");
    expect(within(first).getByRole("img", { name: "UPI QR code to pay ₹1,00,000.00 for invoice TB/26-27/00001" }).getAttribute("src")).toMatch(/^data:image\/png;base64,/);

    const second = screen.getByRole("article", { name: "Invoice TB/26-27/00002" });
    expect(second.textContent).toContain("Paid");
    expect(within(second).queryByRole("img")).toBeNull();
    expect(within(second).getByRole("link", { name: "Download PDF of invoice TB/26-27/00002" })).toBeTruthy();
  });
});
