// The issued invoice's mail (decisions.md section 21): sent to the bill-to e-mail after the issue commits,
// once per invoice (sendOnce keyed by its id), with the PDF attached; the subject starts "Invoice TB/…".
import "server-only";
import type { Mail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { formatDay } from "@/lib/format/date";
import { siteUrl } from "@/lib/site/url";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import { formatPaise } from "@/lib/billing/rules/money";

/** The sendOnce key of an invoice's issue mail. */
export const invoiceIssuedMailKey = (invoiceId: string) => `invoice-issued:${invoiceId}`;

/** Where the client finds its invoices: the company's page, or the person's. */
export const clientInvoicesPath = (invoice: Pick<InvoiceJson, "employerId">) => (invoice.employerId ? "/employer/invoices" : "/candidate/invoices");

export function invoiceIssuedMail(invoice: InvoiceJson & { number: string }, supplierName: string, pdf: { bytes: Uint8Array; fileName: string }): Mail {
  const amount = formatPaise(invoice.total);
  const due = invoice.dueDate ? formatDay(invoice.dueDate) : null;
  const link = `${siteUrl()}${clientInvoicesPath(invoice)}`;
  const lead = `${supplierName} has issued invoice ${invoice.number} for ${amount} (GST included)${due ? `, due on ${due}` : ""}.`;
  const pay = "The invoice is attached as a PDF. To pay by UPI, scan the QR code on its first page, or on your invoices page.";
  return {
    to: invoice.billTo.email,
    subject: `Invoice ${invoice.number}: ${amount}${due ? `, due ${due}` : ""}`,
    text: [`Hello ${invoice.billTo.name},`, "", lead, pay, "", `Your invoices: ${link}`].join("\n"),
    html: mailLayout({
      title: `Invoice ${invoice.number}`,
      bodyHtml: `<p>Hello ${escapeHtml(invoice.billTo.name)},</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(pay)}</p>
<p><a href="${escapeHtml(link)}" style="color:#1d4ed8">See your invoices</a></p>`,
    }),
    attachments: [{ filename: pdf.fileName, contentType: "application/pdf", content: Buffer.from(pdf.bytes).toString("base64") }],
  };
}
