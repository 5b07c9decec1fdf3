// Finance's invoices (decisions.md section 21): drafting one for a company or a person, changing a
// draft, cancelling it, and the list. Issuing (the number, the frozen copy) is ./issue.ts. A draft's
// bill-to and totals are computed whenever it is written, so the list shows what it would say today.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { transition } from "@/lib/transitions/transition";
import { CANCELLED_MESSAGE, INVOICE_NOT_FOUND, ISSUED_MESSAGE, isIssued, type InvoiceStatusName } from "@/lib/billing/rules/invoices";
import { PAGE_SIZE, type CreateInvoiceData, type InvoicesQuery, type UpdateInvoiceData } from "@/lib/billing/schemas/invoices";
import type { InvoiceJson, InvoicesPage } from "@/lib/billing/contract/invoices";
import { assertFinance } from "@/lib/billing/service/access";
import { billedColumns, readBillTo, type Recipient } from "@/lib/billing/service/bill-to";
import { INVOICE_INCLUDE, invoiceJson } from "@/lib/billing/service/invoice-json";
import { requireSettings } from "@/lib/billing/service/settings";

/** 409 for a write to an invoice that is no longer a draft: ISSUED once issued, CONFLICT once cancelled. */
export function notADraft(status: InvoiceStatusName): never {
  if (isIssued(status)) throw conflict(ISSUED_MESSAGE, "ISSUED");
  throw conflict(CANCELLED_MESSAGE);
}

async function loadInvoice(id: string): Promise<InvoiceJson> {
  return invoiceJson(await db.invoice.findUniqueOrThrow({ where: { id }, include: INVOICE_INCLUDE }));
}

/** POST finance/invoices: a `manual` draft with its bill-to read now (and again at issue). */
export async function createInvoice(user: SessionUser, data: CreateInvoiceData): Promise<InvoiceJson> {
  assertFinance(user);
  const settings = await requireSettings();
  const recipient: Recipient = data.employerId ? { employerId: data.employerId } : { candidateId: data.candidateId!, state: data.billingState ?? null };
  const billTo = await readBillTo(db, recipient);
  const columns = billedColumns(settings, billTo, data.lines);
  const row = await db.invoice.create({
    data: {
      kind: "manual",
      employerId: data.employerId ?? null,
      candidateId: data.candidateId ?? null,
      createdById: user.id,
      ...columns.invoice,
      lines: { create: columns.lines },
    },
    include: INVOICE_INCLUDE,
  });
  return invoiceJson(row);
}

/**
 * PATCH finance/invoices/{id}: new lines and/or a person's billing state; the bill-to is read again
 * and the totals recomputed. The write is conditional on the invoice still being a draft (it takes the
 * row's lock first, so an issue running at the same moment either comes before it, and this is 409
 * ISSUED, or waits for it and issues the new lines).
 */
export async function updateInvoice(user: SessionUser, params: { id: string }, data: UpdateInvoiceData): Promise<InvoiceJson> {
  assertFinance(user);
  const current = await db.invoice.findUnique({ where: { id: params.id }, include: INVOICE_INCLUDE });
  if (!current) throw notFound(INVOICE_NOT_FOUND);
  if (current.status !== "draft") notADraft(current.status);
  const settings = await requireSettings();
  const recipient: Recipient = current.employerId
    ? { employerId: current.employerId }
    : { candidateId: current.candidateId!, state: data.billingState !== undefined ? data.billingState : current.billToState };
  const billTo = await readBillTo(db, recipient);
  const lines = data.lines ?? invoiceJson(current).lines;
  const columns = billedColumns(settings, billTo, lines);
  await db.$transaction(async (tx) => {
    const { count } = await tx.invoice.updateMany({ where: { id: params.id, status: "draft" }, data: columns.invoice });
    if (count === 0) {
      const now = await tx.invoice.findUnique({ where: { id: params.id }, select: { status: true } });
      if (!now) throw notFound(INVOICE_NOT_FOUND);
      notADraft(now.status);
    }
    await tx.invoiceLine.deleteMany({ where: { invoiceId: params.id } });
    await tx.invoiceLine.createMany({ data: columns.lines.map((line) => ({ ...line, invoiceId: params.id })) });
  });
  return loadInvoice(params.id);
}

/** POST finance/invoices/{id}/cancel: drafts only (an issued invoice is corrected by a credit note: 409 ISSUED). */
export async function cancelInvoice(user: SessionUser, params: { id: string }, opts: { now?: Date } = {}): Promise<InvoiceJson> {
  assertFinance(user);
  const now = opts.now ?? new Date();
  return transition("cancel invoice", {
    update: (tx) => tx.invoice.updateMany({ where: { id: params.id, status: "draft" }, data: { status: "cancelled", cancelledAt: now } }),
    exists: async (tx) => (await tx.invoice.count({ where: { id: params.id } })) > 0,
    record: async () => {},
    onStale: async (tx) => notADraft((await tx.invoice.findUniqueOrThrow({ where: { id: params.id }, select: { status: true } })).status),
    load: () => loadInvoice(params.id),
    notFoundMessage: INVOICE_NOT_FOUND,
  });
}

/** The India month YYYY-MM as [start, end) instants, and as [first day, first day of the next) for @db.Date. */
function monthBounds(month: string) {
  const [year, mon] = month.split("-").map(Number);
  const next = mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, "0")}`;
  return {
    days: { gte: new Date(`${month}-01T00:00:00Z`), lt: new Date(`${next}-01T00:00:00Z`) },
    instants: { gte: new Date(`${month}-01T00:00:00+05:30`), lt: new Date(`${next}-01T00:00:00+05:30`) },
  };
}

/** The list's filters as a where clause (the CSV export reads the same rows). */
export function listWhere(query: Pick<InvoicesQuery, "status" | "kind" | "employerId" | "month">): Prisma.InvoiceWhereInput {
  const where: Prisma.InvoiceWhereInput = {};
  if (query.status) where.status = query.status;
  if (query.kind) where.kind = query.kind;
  if (query.employerId) where.employerId = query.employerId;
  if (query.month) {
    const { days, instants } = monthBounds(query.month);
    // Issued: the issue date's month; never issued (drafts, cancelled drafts): the month it was drafted.
    where.OR = [{ issueDate: days }, { issueDate: null, createdAt: instants }];
  }
  return where;
}

/** GET finance/invoices: newest first, PAGE_SIZE a page, read in SQL (one row more tells whether a page follows). */
export async function listInvoices(user: SessionUser, query: InvoicesQuery): Promise<InvoicesPage> {
  assertFinance(user);
  const rows = await db.invoice.findMany({
    where: listWhere(query),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (query.page - 1) * PAGE_SIZE,
    take: PAGE_SIZE + 1,
    include: INVOICE_INCLUDE,
  });
  return { invoices: rows.slice(0, PAGE_SIZE).map(invoiceJson), hasNextPage: rows.length > PAGE_SIZE };
}

/** One invoice for Finance's detail page (any status); an unknown id is 404. */
export async function getInvoice(user: SessionUser, params: { id: string }): Promise<InvoiceJson> {
  assertFinance(user);
  const row = await db.invoice.findUnique({ where: { id: params.id }, include: INVOICE_INCLUDE });
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return invoiceJson(row);
}
