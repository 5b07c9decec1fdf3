// Invoices and personal data (docs/decisions/0019, 0020; decisions.md section 21). Issued invoices,
// their payments and credit notes are kept by law (GST: at least 72 months after the year's annual
// return): erasing an account leaves them exactly as issued, their bill-to frozen. A person's drafts
// (and cancelled drafts: never numbered, no tax document) go with the account. The person's export,
// and the company's, list the invoices issued to them with their lines, payments and credit notes.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { InvoiceStatus } from "@/lib/generated/prisma/enums";
import type { Tx } from "@/lib/transitions/transition";
import { toSafeNumber } from "@/lib/billing/rules/money";
import { dayText, INVOICE_INCLUDE, invoiceJson } from "@/lib/billing/service/invoice-json";

const ISSUED: InvoiceStatus[] = ["issued", "partly_paid", "paid"];

const EXPORT_INCLUDE = {
  ...INVOICE_INCLUDE,
  payments: { orderBy: [{ date: "asc" }, { id: "asc" }], select: { amount: true, tds: true, date: true, method: true, reference: true } },
  creditNotes: { orderBy: [{ issueDate: "asc" }, { id: "asc" }], select: { number: true, amount: true, reason: true, issueDate: true } },
} as const satisfies Prisma.InvoiceInclude;

async function readIssued(where: Prisma.InvoiceWhereInput) {
  const rows = await db.invoice.findMany({ where: { ...where, status: { in: ISSUED } }, orderBy: [{ issueDate: "asc" }, { id: "asc" }], include: EXPORT_INCLUDE });
  return rows.map(({ payments, creditNotes, ...row }) => {
    // The document as issued; internal ids and links to other records stay with us.
    const invoice = invoiceJson(row);
    return {
      number: invoice.number,
      kind: invoice.kind,
      status: invoice.status,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      billTo: invoice.billTo,
      placeOfSupply: invoice.placeOfSupply,
      lines: invoice.lines,
      taxable: invoice.taxable,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
      total: invoice.total,
      totalInWords: invoice.totalInWords,
      paid: invoice.paid,
      tds: invoice.tds,
      credited: invoice.credited,
      balance: invoice.balance,
      payments: payments.map((p) => ({ ...p, amount: toSafeNumber(p.amount), tds: toSafeNumber(p.tds), date: dayText(p.date) })),
      creditNotes: creditNotes.map((c) => ({ ...c, amount: toSafeNumber(c.amount), issueDate: dayText(c.issueDate) })),
    };
  });
}

/** The "invoices" section of a candidate's account.json: the invoices issued to them. */
export async function readCandidateInvoices(userId: string) {
  return { invoices: await readIssued({ candidateId: userId }) };
}

/** The "invoices" section of a company's export: the invoices issued to it. */
export async function readCompanyInvoices(employerId: string) {
  return { invoices: await readIssued({ employerId }) };
}

/** In the purge's transaction: a person's unissued invoices go (their lines cascade); issued ones stay as they are. */
export async function purgeInvoices(tx: Tx, userId: string): Promise<void> {
  await tx.invoice.deleteMany({ where: { candidateId: userId, status: { in: ["draft", "cancelled"] } } });
}
