// @vitest-environment happy-dom
// Finance's invoice page by role and label: the totals and PDF link, "Record a payment" (rupees typed,
// whole paise sent, a 409 said in the dialog) and "Issue a credit note" (blank: the whole balance).
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import { rupeesToPaise } from "@/lib/billing/rules/money";
import { issuedInvoice } from "@/components/billing/invoice-fixture";

const actions = vi.hoisted(() => ({ recordPaymentAction: vi.fn(), createCreditNoteAction: vi.fn() }));
vi.mock("@/lib/billing/actions/payments", () => actions);
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock("@/lib/client/toast", () => ({ toastError: vi.fn(), toastSuccess: vi.fn() }));

const { InvoiceDetail } = await import("@/components/billing/invoice-detail");

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// The shared issued invoice, made inter-state (IGST) to another client.
const invoice: InvoiceJson = {
  ...issuedInvoice,
  id: "inv1",
  number: "TB/26-27/00007",
  billTo: { name: "Acme Pvt Ltd", gstin: "29AAPFU0939F1Z0", address: "1 MG Road", state: "Karnataka", email: "a@acme.example" },
  placeOfSupply: { state: "Karnataka", code: "29" },
  supplyType: "inter",
  cgst: 0,
  sgst: 0,
  igst: 1_800_000,
};

function openPayment() {
  render(<InvoiceDetail invoice={invoice} today="2026-11-20" />);
  fireEvent.click(screen.getByRole("button", { name: "Record a payment" }));
  return screen.getByRole("dialog", { name: "Record a payment" });
}

describe("rupeesToPaise", () => {
  it("reads the decimal text exactly", () => {
    expect(rupeesToPaise("1,234.50")).toBe(123450);
    expect(rupeesToPaise("1234.5")).toBe(123450);
    expect(rupeesToPaise("0.29")).toBe(29);
    expect(rupeesToPaise("1,18,000")).toBe(11_800_000);
    expect(rupeesToPaise("1.234")).toBeNull();
    expect(rupeesToPaise("-5")).toBeNull();
    expect(rupeesToPaise("abc")).toBeNull();
  });
});

describe("InvoiceDetail", () => {
  it("shows the totals, the balance and the PDF link", () => {
    render(<InvoiceDetail invoice={invoice} today="2026-11-20" />);
    const totals = screen.getByLabelText("Totals");
    expect(within(totals).getByText("IGST 18 %")).toBeTruthy();
    expect(within(totals).getAllByText("₹1,18,000.00")).toHaveLength(2);
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe("/api/v1/invoices/inv1/pdf");
  });

  it("offers no payment on a paid invoice", () => {
    render(<InvoiceDetail invoice={{ ...invoice, status: "paid", paid: invoice.total, balance: 0 }} today="2026-11-20" />);
    expect(screen.queryByRole("button", { name: "Record a payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Issue a credit note" })).toBeNull();
  });

  it("sends rupees as whole paise", async () => {
    actions.recordPaymentAction.mockResolvedValue({ ok: true, data: {} });
    const dialog = openPayment();
    fireEvent.change(within(dialog).getByLabelText(/Amount received/), { target: { value: "1,234.50" } });
    fireEvent.change(within(dialog).getByLabelText(/TDS/), { target: { value: "1234.5" } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: "UTR 123" } });
    fireEvent.change(within(dialog).getByLabelText(/Method/), { target: { value: "upi" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    await waitFor(() =>
      expect(actions.recordPaymentAction).toHaveBeenCalledWith({ id: "inv1", amount: 123450, tds: 123450, date: "2026-11-20", method: "upi", reference: "UTR 123" }),
    );
  });

  it("refuses more than two decimals and a missing reference", async () => {
    const dialog = openPayment();
    fireEvent.change(within(dialog).getByLabelText(/Amount received/), { target: { value: "10.505" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect(await within(dialog).findByText("Enter an amount in rupees with at most two decimals, e.g. 15,000 or 1234.50")).toBeTruthy();
    expect(within(dialog).getByText(/Please enter the payment's reference/)).toBeTruthy();
    expect(actions.recordPaymentAction).not.toHaveBeenCalled();
  });

  it("says the server's 409 in the dialog", async () => {
    const message = "The amount and TDS come to more than the balance of this invoice.";
    actions.recordPaymentAction.mockResolvedValue({ ok: false, code: "OVERPAID", status: 409, message });
    const dialog = openPayment();
    fireEvent.change(within(dialog).getByLabelText(/Amount received/), { target: { value: "2,00,000" } });
    fireEvent.change(within(dialog).getByLabelText(/Reference/), { target: { value: "UTR 9" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Record payment" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
  });

  it("credits the whole balance when the amount is blank, and shows OVER_CREDIT", async () => {
    const message = "A credit note may come to at most the balance of this invoice.";
    actions.createCreditNoteAction.mockResolvedValueOnce({ ok: false, code: "OVER_CREDIT", status: 409, message });
    render(<InvoiceDetail invoice={invoice} today="2026-11-20" />);
    fireEvent.click(screen.getByRole("button", { name: "Issue a credit note" }));
    const dialog = screen.getByRole("dialog", { name: "Issue a credit note" });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: "2,00,000.00" } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: "Fee agreed lower" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(message);
    expect(actions.createCreditNoteAction).toHaveBeenCalledWith({ id: "inv1", amount: 20_000_000, reason: "Fee agreed lower" });
    actions.createCreditNoteAction.mockResolvedValueOnce({ ok: true, data: { id: "cn1", number: "CN/26-27/00001", amount: 11_800_000, reason: "x", invoiceId: "inv1" } });
    fireEvent.change(within(dialog).getByLabelText(/Amount/), { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Issue credit note" }));
    await waitFor(() => expect(actions.createCreditNoteAction).toHaveBeenLastCalledWith({ id: "inv1", amount: undefined, reason: "Fee agreed lower" }));
  });
});
