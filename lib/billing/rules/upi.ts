// The UPI payment link an invoice's QR code holds (decisions.md section 21):
// upi://pay?pa={upiId}&pn={legalName}&am={balance in rupees, two decimals}&cu=INR&tn={number}.
// pn and tn are percent-encoded with encodeURIComponent (RFC 3986: a space is %20, "/" is %2F, "&" %26):
// never "+" for a space, which some UPI apps show as a plus. pa is written as it is: the settings' form
// allows only [A-Za-z0-9._-]@[A-Za-z0-9], nothing that needs encoding. Browser-safe (the client's pages
// and the PDF build the same text).
import { paiseToRupeesText } from "@/lib/billing/rules/money";

export type UpiPayee = { upiId: string; legalName: string };

/** The link paying `balance` paise of invoice `number` to our UPI id. */
export function upiPayUri(payee: UpiPayee, invoice: { number: string; balance: number }): string {
  return (
    `upi://pay?pa=${payee.upiId}&pn=${encodeURIComponent(payee.legalName)}` +
    `&am=${paiseToRupeesText(invoice.balance)}&cu=INR&tn=${encodeURIComponent(invoice.number)}`
  );
}

/** Whether an invoice gets a QR code: issued (a number) and something still to pay. */
export const isPayable = (invoice: { number: string | null; balance: number; status: string }): invoice is { number: string; balance: number; status: string } =>
  invoice.number !== null && invoice.balance > 0 && ["issued", "partly_paid"].includes(invoice.status);

/** The QR code's alt text: what scanning it pays. */
export const upiQrAlt = (invoice: { number: string }, amountText: string): string => `UPI QR code to pay ${amountText} for invoice ${invoice.number}`;
