// The receipt mailed to an invoice's bill-to when a payment is recorded (decisions.md section 21): sent
// after commit, once per payment (sendOnce key below), to the bill-to e-mail frozen at issue.
import "server-only";
import type { Mail } from "@/lib/email";
import { formatDay } from "@/lib/format/date";
import { formatPaise } from "@/lib/billing/rules/money";
import { PAYMENT_METHOD_LABELS } from "@/lib/billing/rules/payments";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import type { PaymentJson } from "@/lib/billing/contract/payments";
import { billingMail } from "@/lib/billing/mails/layout";

export const receiptKey = (paymentId: string) => `payment-receipt:${paymentId}`;

export const receiptSubject = (invoice: InvoiceJson, payment: PaymentJson) =>
  `Payment received: ${formatPaise(payment.amount)} against invoice ${invoice.number ?? ""}`.trim();

export function receiptMail(invoice: InvoiceJson, payment: PaymentJson): Mail {
  const lines = [
    `We received ${formatPaise(payment.amount)} on ${formatDay(payment.date)} by ${PAYMENT_METHOD_LABELS[payment.method]} (reference ${payment.reference}) against invoice ${invoice.number} of ${formatPaise(invoice.total)}.`,
    ...(payment.tds > 0 ? [`TDS deducted: ${formatPaise(payment.tds)}. Please send us the TDS certificate (Form 16A) when it is issued.`] : []),
    invoice.balance > 0 ? `Balance still due: ${formatPaise(invoice.balance)}${invoice.dueDate ? `, by ${formatDay(invoice.dueDate)}` : ""}.` : "The invoice is now settled in full. Thank you.",
  ];
  return billingMail(invoice, receiptSubject(invoice, payment), lines);
}
