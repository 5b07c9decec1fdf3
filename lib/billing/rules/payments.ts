// Browser-safe words and rules of payments and credit notes (decisions.md section 21, decision 0057):
// the methods, an invoice's status after money came in or was credited, and the messages of the 409s.
import type { InvoiceStatusName } from "@/lib/billing/rules/invoices";

export const PAYMENT_METHODS = ["upi", "neft", "rtgs", "imps", "cheque", "cash"] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  upi: "UPI",
  neft: "NEFT",
  rtgs: "RTGS",
  imps: "IMPS",
  cheque: "Cheque",
  cash: "Cash",
};

/** Invoices that take payments and credit notes: issued ones with something still owed (or owed before). */
export const PAYABLE_STATUSES: readonly InvoiceStatusName[] = ["issued", "partly_paid"];

type Money = { total: number; paid: number; tds: number; credited: number };

/**
 * The status an issued invoice has for its amounts: nothing owed is `paid` (settled: by payments, TDS,
 * credit notes or any mix; a fully credited invoice keeps its number and stays in the returns, so it is
 * never `cancelled`, which is for drafts that never got a number); something received and something
 * still owed is `partly_paid`; nothing received yet is `issued` (a credit alone lowers what is owed).
 */
export function settledStatus(money: Money): InvoiceStatusName {
  if (money.total - money.paid - money.tds - money.credited <= 0) return "paid";
  return money.paid + money.tds > 0 ? "partly_paid" : "issued";
}

export const NOT_ISSUED_MESSAGE = "This invoice has not been issued (a draft, or a cancelled draft): it takes no payments or credit notes.";
export const OVERPAID_MESSAGE = "The amount and TDS come to more than the balance of this invoice.";
export const DUPLICATE_PAYMENT_MESSAGE = "A payment with this method and reference has been recorded already.";
export const OVER_CREDIT_MESSAGE = "A credit note may come to at most the balance of this invoice.";
export const FUTURE_PAYMENT_MESSAGE = "A payment's date cannot be in the future";

/** The reason of the credit note a placement falling through inside its guarantee gives its fee invoice. */
export const FELL_THROUGH_CREDIT_REASON = "Placement fell through within the guarantee";
