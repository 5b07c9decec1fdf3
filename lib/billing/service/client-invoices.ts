// The client's side of billing (decisions.md section 21): a company's owners and recruiters list the
// invoices issued to it (GET employer/invoices: the company is the member row's, decision 0034;
// interviewers 403), a person the invoices issued to them (GET candidate/invoices). Issued ones only
// (issued, partly paid, paid): drafts and cancelled drafts are Finance's. Newest issue first, in SQL.
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { EMPLOYER_NOT_FOUND, JOB_ROLES } from "@/lib/job-posting/service/approved-employer";
import { ISSUED_STATUSES, type InvoiceStatusName } from "@/lib/billing/rules/invoices";
import { PAGE_SIZE } from "@/lib/billing/schemas/invoices";
import type { ClientInvoicesQuery } from "@/lib/billing/schemas/client-invoices";
import type { InvoicesPage } from "@/lib/billing/contract/invoices";
import { INVOICE_INCLUDE, invoiceJson } from "@/lib/billing/service/invoice-json";

export const CLIENT_INVOICES_ROLES_MESSAGE = "Only the company's owners and recruiters see its invoices.";

async function page(where: Prisma.InvoiceWhereInput, query: ClientInvoicesQuery): Promise<InvoicesPage> {
  const rows = await db.invoice.findMany({
    where: { ...where, status: { in: ISSUED_STATUSES as InvoiceStatusName[] } },
    orderBy: [{ issueDate: "desc" }, { number: "desc" }],
    skip: (query.page - 1) * PAGE_SIZE,
    take: PAGE_SIZE + 1,
    include: INVOICE_INCLUDE,
  });
  return { invoices: rows.slice(0, PAGE_SIZE).map(invoiceJson), hasNextPage: rows.length > PAGE_SIZE };
}

/**
 * The company whose invoices the member sees: 404 for a login in no company, 403 for an interviewer.
 * Not gated on the company's approval: a company suspended after it was billed still sees what it owes.
 */
export async function billedCompanyId(user: SessionUser): Promise<string> {
  if (user.role !== "Employer") throw forbidden();
  const member = await db.employerMember.findUnique({ where: { userId: user.id }, select: { employerId: true, role: true } });
  if (!member) throw notFound(EMPLOYER_NOT_FOUND);
  if (!JOB_ROLES.includes(member.role)) throw forbidden(CLIENT_INVOICES_ROLES_MESSAGE);
  return member.employerId;
}

/** GET employer/invoices. */
export async function listEmployerInvoices(user: SessionUser, query: ClientInvoicesQuery): Promise<InvoicesPage> {
  return page({ employerId: await billedCompanyId(user) }, query);
}

/** GET candidate/invoices. */
export async function listCandidateInvoices(user: SessionUser, query: ClientInvoicesQuery): Promise<InvoicesPage> {
  if (user.role !== "Candidate") throw forbidden();
  return page({ candidateId: user.id }, query);
}
