// POST finance/invoices/{id}/issue (decisions.md section 21, decision 0057): one transaction that
// 1. locks the invoice and finds it still a draft (a second issue of the same draft waits on the lock,
//    then finds it issued: 409 ISSUED, and it was numbered once);
// 2. reads the settings, the client's (or person's) bill-to and the client's terms again, and the lines;
// 3. takes the next number of the prefix and financial year (the sequence row's lock queues concurrent
//    issues; a failure anywhere rolls the increment back: no gaps);
// 4. writes the number, issue date (today, India), due date (after the client's terms, else the
//    settings'), the frozen bill-to and the totals, conditional on the draft.
// After the commit, the invoice is mailed with its PDF to the bill-to e-mail, once (sendOnce keyed by its
// id); a mail that fails is logged and leaves the issue standing (the key is given back for a retry).
import "server-only";
import { conflict } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import { transition, type Tx } from "@/lib/transitions/transition";
import { INVOICE_NOT_FOUND, type InvoiceStatusName } from "@/lib/billing/rules/invoices";
import { financialYearOf } from "@/lib/billing/rules/numbering";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import { assertFinance } from "@/lib/billing/service/access";
import { billedColumns, readBillTo } from "@/lib/billing/service/bill-to";
import { dayDate, INVOICE_INCLUDE, invoiceJson } from "@/lib/billing/service/invoice-json";
import { notADraft } from "@/lib/billing/service/invoices";
import { nextDocumentNumber } from "@/lib/billing/service/sequence";
import { requireSettings } from "@/lib/billing/service/settings";
import { invoiceIssuedMail, invoiceIssuedMailKey } from "@/lib/billing/mails/invoices";
import { renderInvoicePdf } from "@/lib/billing/service/invoice-pdf";
import { sendOnce } from "@/lib/email/once";

// Issues queue on the sequence row by design: give the queue time (Prisma's defaults: 2 s wait, 5 s run).
const QUEUE = { maxWait: 30_000, timeout: 30_000 };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

type Locked = { status: InvoiceStatusName; employerId: string | null; candidateId: string | null; billToState: string | null };

/** The invoice's row, locked until the transaction ends; null when there is none. */
async function lockInvoice(tx: Tx, id: string): Promise<Locked | null> {
  const rows = await tx.$queryRaw<Locked[]>`
    SELECT "status"::text AS "status", "employerId", "candidateId", "billToState" FROM "Invoice" WHERE "id" = ${id} FOR UPDATE`;
  return rows[0] ?? null;
}

/**
 * The draft numbered and frozen (steps 2 to 4); { count: 0 } when it is no longer a draft. Also the
 * training fees' issue inside the enrolment's or the placement's own transaction (service/training-fees.ts):
 * no user there (`issuedById` null) and its own due days (a `pay_now` fee is due in 7 days).
 */
export async function numberDraft(tx: Tx, issuer: { id: string } | null, id: string, issueDay: string, dueDays?: number): Promise<{ count: number }> {
  const invoice = await lockInvoice(tx, id);
  if (!invoice || invoice.status !== "draft") return { count: 0 };
  const settings = await requireSettings(tx);
  const billTo = await readBillTo(tx, invoice.employerId ? { employerId: invoice.employerId } : { candidateId: invoice.candidateId!, state: invoice.billToState });
  const terms = invoice.employerId ? await tx.clientTerms.findUnique({ where: { employerId: invoice.employerId }, select: { paymentTermsDays: true } }) : null;
  const lines = await tx.invoiceLine.findMany({ where: { invoiceId: id }, orderBy: { position: "asc" }, select: { description: true, sac: true, quantity: true, rate: true } });
  if (lines.length === 0) throw conflict("This draft has no lines to issue.");
  const columns = billedColumns(
    settings,
    billTo,
    lines.map((line) => ({ ...line, quantity: line.quantity.toNumber(), rate: Number(line.rate) })),
  );
  const number = await nextDocumentNumber(tx, settings.invoicePrefix, financialYearOf(issueDay));
  const won = await tx.invoice.updateMany({
    where: { id, status: "draft" },
    data: {
      ...columns.invoice,
      status: "issued",
      number,
      issueDate: dayDate(issueDay),
      dueDate: dayDate(addDays(issueDay, dueDays ?? terms?.paymentTermsDays ?? settings.paymentTermsDays)),
      issuedById: issuer?.id ?? null,
    },
  });
  return won;
}

export async function issueInvoice(user: SessionUser, params: { id: string }, opts: { now?: Date } = {}): Promise<InvoiceJson> {
  assertFinance(user);
  const issueDay = formatIndiaDay(opts.now ?? new Date());
  const invoice = await transition("issue invoice", {
    update: (tx) => numberDraft(tx, user, params.id, issueDay),
    exists: async (tx) => (await tx.invoice.count({ where: { id: params.id } })) > 0,
    record: async () => {},
    onStale: async (tx) => notADraft((await tx.invoice.findUniqueOrThrow({ where: { id: params.id }, select: { status: true } })).status),
    load: async () => invoiceJson(await db.invoice.findUniqueOrThrow({ where: { id: params.id }, include: INVOICE_INCLUDE })),
    notFoundMessage: INVOICE_NOT_FOUND,
    options: QUEUE,
  });
  await mailIssued(invoice);
  return invoice;
}

/** The issue mail with the PDF attached; never fails the issue, which has committed. */
export async function mailIssued(invoice: InvoiceJson): Promise<boolean> {
  if (!invoice.number) return false;
  try {
    const [pdf, settings] = await Promise.all([renderInvoicePdf(invoice), requireSettings()]);
    return await sendOnce(invoiceIssuedMailKey(invoice.id), invoiceIssuedMail({ ...invoice, number: invoice.number }, settings.legalName, pdf));
  } catch (error) {
    console.error(`[billing] could not mail invoice ${invoice.id}:`, error instanceof Error ? error.message : error);
    return false;
  }
}
