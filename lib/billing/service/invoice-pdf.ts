// GET invoices/{id}/pdf (decisions.md section 21): the tax invoice as a PDF for Finance and admins, the
// billed company's owners and recruiters (the member row, decision 0034: interviewers no) and the billed
// person. A client sees its issued invoices only (issued, partly paid, paid): a draft is Finance's working
// copy and may still change, a cancelled draft was never sent. Anyone else, and a client asking for a
// draft, gets the same 404 as for an id that does not exist: nothing says an invoice is there.
import "server-only";
import { notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { DownloadFile } from "@/lib/api/download";
import { JOB_ROLES } from "@/lib/job-posting/service/approved-employer";
import { FINANCE_ROLES, INVOICE_NOT_FOUND, isIssued } from "@/lib/billing/rules/invoices";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import { INVOICE_INCLUDE, invoiceJson } from "@/lib/billing/service/invoice-json";
import { drawInvoice } from "@/lib/billing/service/invoice-pdf-layout";
import { requireSettings } from "@/lib/billing/service/settings";

const isFinance = (user: SessionUser) => (FINANCE_ROLES as readonly string[]).includes(user.role);

/** Whether the user acts for the company in a role that sees its invoices (owner, recruiter). */
async function billsTo(user: SessionUser, employerId: string): Promise<boolean> {
  if (user.role !== "Employer") return false;
  const member = await db.employerMember.findUnique({ where: { userId: user.id }, select: { employerId: true, role: true } });
  return member?.employerId === employerId && JOB_ROLES.includes(member.role);
}

/** The invoice when the user may read it (see the head of this file); 404 otherwise. */
export async function readableInvoice(user: SessionUser, id: string): Promise<InvoiceJson> {
  const row = await db.invoice.findUnique({ where: { id }, include: INVOICE_INCLUDE });
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  if (isFinance(user)) return invoiceJson(row);
  const client = row.employerId ? await billsTo(user, row.employerId) : user.role === "Candidate" && row.candidateId === user.id;
  if (!client || !isIssued(row.status)) throw notFound(INVOICE_NOT_FOUND);
  return invoiceJson(row);
}

/** invoice-TB-26-27-00001.pdf; a draft: invoice-draft-<id>.pdf (ids are cuid: [a-z0-9]). */
export const invoiceFileName = (invoice: InvoiceJson) => `invoice-${invoice.number ? invoice.number.replaceAll("/", "-") : `draft-${invoice.id}`}.pdf`;

/** The PDF of an invoice already read (the issue mail attaches it). */
export async function renderInvoicePdf(invoice: InvoiceJson): Promise<DownloadFile> {
  // The supplier's particulars are today's settings: the invoice row freezes its bill-to, not ours.
  const bytes = await drawInvoice(invoice, await requireSettings());
  return { bytes, fileName: invoiceFileName(invoice) };
}

export async function invoicePdf(user: SessionUser, params: { id: string }): Promise<DownloadFile> {
  return renderInvoicePdf(await readableInvoice(user, params.id));
}
