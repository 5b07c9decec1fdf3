// Browser-safe words and rules of invoices (decisions.md section 21): who bills, the statuses and kinds
// as pages show them, an invoice's totals, and the messages the services answer with.
import { lineAmount } from "@/lib/billing/rules/money";
import { gstSplit, type GstSplit } from "@/lib/billing/rules/gst";

/** Finance, and admins ("an admin may do everything Finance may"). */
export const FINANCE_ROLES = ["Finance", "Admin"] as const;

export const INVOICE_STATUSES = ["draft", "issued", "partly_paid", "paid", "cancelled"] as const;
export type InvoiceStatusName = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ["placement", "conversion", "contract", "training", "manual"] as const;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatusName, string> = {
  draft: "Draft",
  issued: "Issued",
  partly_paid: "Partly paid",
  paid: "Paid",
  cancelled: "Cancelled",
};

export const INVOICE_KIND_LABELS: Record<(typeof INVOICE_KINDS)[number], string> = {
  placement: "Placement fee",
  conversion: "Conversion fee",
  contract: "Contract staffing",
  training: "Training fee",
  manual: "Manual",
};

/** Statuses an invoice has once it was issued (a number, frozen lines): never edited or cancelled again. */
export const ISSUED_STATUSES: readonly InvoiceStatusName[] = ["issued", "partly_paid", "paid"];
export const isIssued = (status: InvoiceStatusName): boolean => ISSUED_STATUSES.includes(status);

/** What is still owed: the total less payments, TDS deducted by the client and credit notes. */
export const balanceOf = (invoice: { total: number; paid: number; tds: number; credited: number }): number =>
  invoice.total - invoice.paid - invoice.tds - invoice.credited;

export const INVOICE_NOT_FOUND = "Invoice not found.";
export const ISSUED_MESSAGE = "This invoice has been issued: it can no longer be changed or cancelled. Correct it with a credit note.";
export const CANCELLED_MESSAGE = "This invoice was cancelled.";
export const NO_SETTINGS_MESSAGE = "Fill in our company's billing settings (legal name, GSTIN, state, prefix) before drafting invoices.";
export const NO_CLIENT_BILLING_MESSAGE = "This company has not given its billing details yet: its owners add them under Billing details.";
export const COMPANY_NOT_FOUND = "Company not found.";
export const CANDIDATE_NOT_FOUND = "Candidate not found.";
export const NUMBERS_USED_UP_MESSAGE = "This prefix has used all 99,999 numbers of the financial year: choose another prefix in the settings.";

export type InvoiceTotals = GstSplit & { taxable: number; amounts: number[] };

/** Each line's amount, their sum (the taxable value) and the GST on it, by the supplier's and the place of supply's codes. */
export function invoiceTotals(lines: readonly { quantity: number; rate: number }[], supplierStateCode: string, placeOfSupplyCode: string): InvoiceTotals {
  const amounts = lines.map((line) => lineAmount(line.quantity, line.rate));
  const taxable = amounts.reduce((sum, amount) => sum + amount, 0);
  return { ...gstSplit(taxable, supplierStateCode, placeOfSupplyCode), taxable, amounts };
}
