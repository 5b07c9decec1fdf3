// An invoice row as the contract's Invoice (decisions.md section 21): BigInt paise become numbers (every
// amount we accept fits one exactly), @db.Date columns YYYY-MM-DD.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { balanceOf } from "@/lib/billing/rules/invoices";
import { toSafeNumber } from "@/lib/billing/rules/money";
import { amountInWords } from "@/lib/billing/rules/words";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";

export const INVOICE_INCLUDE = { lines: { orderBy: { position: "asc" } } } as const satisfies Prisma.InvoiceInclude;

export type InvoiceRow = Prisma.InvoiceGetPayload<{ include: typeof INVOICE_INCLUDE }>;

/** A @db.Date column as YYYY-MM-DD (stored at UTC midnight: no time-zone shift). */
export const dayText = (date: Date | null): string | null => (date ? date.toISOString().slice(0, 10) : null);

/** A YYYY-MM-DD day for a @db.Date column. */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

export function invoiceJson(row: InvoiceRow): InvoiceJson {
  const money = {
    taxable: toSafeNumber(row.taxable),
    cgst: toSafeNumber(row.cgst),
    sgst: toSafeNumber(row.sgst),
    igst: toSafeNumber(row.igst),
    total: toSafeNumber(row.total),
    paid: toSafeNumber(row.paid),
    tds: toSafeNumber(row.tds),
    credited: toSafeNumber(row.credited),
  };
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    employerId: row.employerId,
    candidateId: row.candidateId,
    billTo: { name: row.billToName, gstin: row.billToGstin, address: row.billToAddress, state: row.billToState, email: row.billToEmail },
    placeOfSupply: { state: row.placeOfSupplyState, code: row.placeOfSupplyCode },
    supplyType: row.supplyType,
    lines: row.lines.map((line) => ({
      description: line.description,
      sac: line.sac,
      quantity: line.quantity.toNumber(),
      rate: toSafeNumber(line.rate),
      amount: toSafeNumber(line.amount),
    })),
    ...money,
    totalInWords: amountInWords(money.total),
    balance: balanceOf(money),
    issueDate: dayText(row.issueDate),
    dueDate: dayText(row.dueDate),
    placementId: row.placementId,
    engagementId: row.engagementId,
    enrollmentId: row.enrollmentId,
    createdAt: row.createdAt.toISOString(),
  };
}
