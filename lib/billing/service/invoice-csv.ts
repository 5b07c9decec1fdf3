// GET finance/invoices?format=csv (decisions.md section 21): every invoice the list's filters match, not
// paged, newest first, read from the database a chunk at a time (keyset on createdAt, id) up to
// INVOICE_CSV_MAX rows. Amounts in rupees with two decimals, dates YYYY-MM-DD.
import "server-only";
import type { DownloadFile } from "@/lib/api/download";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toCsv, type CsvCell } from "@/lib/format/csv";
import { paiseToRupeesText } from "@/lib/billing/rules/money";
import type { InvoicesQuery } from "@/lib/billing/schemas/invoices";
import { assertFinance } from "@/lib/billing/service/access";
import { dayText } from "@/lib/billing/service/invoice-json";
import { listWhere } from "@/lib/billing/service/invoices";

export const INVOICE_CSV_MAX = 50_000;
const CHUNK = 2_000;

export const INVOICE_CSV_HEADER = [
  "number",
  "status",
  "kind",
  "bill_to",
  "gstin",
  "place_of_supply",
  "supply_type",
  "issue_date",
  "due_date",
  "created_at",
  "taxable",
  "cgst",
  "sgst",
  "igst",
  "total",
  "paid",
  "tds",
  "credited",
  "balance",
] as const;

const SELECT = {
  id: true,
  number: true,
  status: true,
  kind: true,
  billToName: true,
  billToGstin: true,
  placeOfSupplyCode: true,
  placeOfSupplyState: true,
  supplyType: true,
  issueDate: true,
  dueDate: true,
  createdAt: true,
  taxable: true,
  cgst: true,
  sgst: true,
  igst: true,
  total: true,
  paid: true,
  tds: true,
  credited: true,
} as const satisfies Prisma.InvoiceSelect;
type Row = Prisma.InvoiceGetPayload<{ select: typeof SELECT }>;

const rupees = (paise: bigint) => paiseToRupeesText(Number(paise));

function line(row: Row): CsvCell[] {
  return [
    row.number,
    row.status,
    row.kind,
    row.billToName,
    row.billToGstin,
    `${row.placeOfSupplyCode}-${row.placeOfSupplyState}`,
    row.supplyType,
    dayText(row.issueDate),
    dayText(row.dueDate),
    row.createdAt.toISOString(),
    rupees(row.taxable),
    rupees(row.cgst),
    rupees(row.sgst),
    rupees(row.igst),
    rupees(row.total),
    rupees(row.paid),
    rupees(row.tds),
    rupees(row.credited),
    rupees(row.total - row.paid - row.tds - row.credited),
  ];
}

export async function invoicesCsvText(user: SessionUser, query: InvoicesQuery): Promise<string> {
  assertFinance(user);
  const where = listWhere(query);
  const lines: CsvCell[][] = [[...INVOICE_CSV_HEADER]];
  let after: Row | undefined;
  while (lines.length - 1 < INVOICE_CSV_MAX) {
    const rows: Row[] = await db.invoice.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      ...(after ? { cursor: { id: after.id }, skip: 1 } : {}),
      take: Math.min(CHUNK, INVOICE_CSV_MAX - (lines.length - 1)),
      select: SELECT,
    });
    lines.push(...rows.map(line));
    if (rows.length < CHUNK) break;
    after = rows.at(-1);
  }
  return toCsv(lines);
}

/** The download's name: invoices[-status][-kind][-month].csv. */
export async function invoicesCsvFile(user: SessionUser, query: InvoicesQuery): Promise<DownloadFile> {
  const parts = ["invoices", query.status, query.kind, query.month].filter(Boolean);
  return { bytes: new TextEncoder().encode(await invoicesCsvText(user, query)), fileName: `${parts.join("-")}.csv` };
}
