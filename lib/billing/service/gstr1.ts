// GET finance/reports/gstr1?month=&section= (decisions.md section 21): one table of GSTR-1 as the offline
// tool's CSV (lib/billing/rules/gstr1.ts writes it). The month is the issue dates' (India days):
// - b2b: each invoice issued in the month to a recipient with a GSTIN (every status after issue: a
//   payment does not change what was supplied; only drafts are ever cancelled), one line each (one rate);
// - b2cs: those without a GSTIN, summed per place of supply (and the one rate);
// - cdnr: the credit notes dated in the month on invoices to a recipient with a GSTIN; a note's taxable
//   value is its share of the invoice's, amount × taxable ÷ total, half up to the paisa.
import "server-only";
import type { DownloadFile } from "@/lib/api/download";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { gstr1Csv, gstr1FileName, type B2bRow, type B2csRow, type CdnrRow } from "@/lib/billing/rules/gstr1";
import type { Gstr1Query } from "@/lib/billing/schemas/reports";
import { assertFinance } from "@/lib/billing/service/access";
import { addMonths } from "@/lib/billing/service/reports";

const monthDays = (month: string) => ({ start: new Date(`${month}-01T00:00:00Z`), end: new Date(`${addMonths(month, 1)}-01T00:00:00Z`) });

type Money<T, K extends keyof T> = Omit<T, K> & { [P in K]: bigint };

async function b2bRows(month: string): Promise<B2bRow[]> {
  const { start, end } = monthDays(month);
  const rows = await db.$queryRaw<Money<B2bRow, "total" | "taxable">[]>`
    SELECT "billToGstin" AS "gstin", "billToName" AS "name", "number", to_char("issueDate", 'YYYY-MM-DD') AS "issueDate",
           "total", "placeOfSupplyCode" AS "posCode", "placeOfSupplyState" AS "posState", "taxable"
    FROM "Invoice"
    WHERE "issueDate" >= ${start}::date AND "issueDate" < ${end}::date
      AND "status" IN ('issued', 'partly_paid', 'paid') AND "billToGstin" IS NOT NULL
    ORDER BY "issueDate", "number"`;
  return rows.map((row) => ({ ...row, total: Number(row.total), taxable: Number(row.taxable) }));
}

async function b2csRows(month: string): Promise<B2csRow[]> {
  const { start, end } = monthDays(month);
  const rows = await db.$queryRaw<Money<B2csRow, "taxable">[]>`
    SELECT "placeOfSupplyCode" AS "posCode", min("placeOfSupplyState") AS "posState", sum("taxable")::bigint AS "taxable"
    FROM "Invoice"
    WHERE "issueDate" >= ${start}::date AND "issueDate" < ${end}::date
      AND "status" IN ('issued', 'partly_paid', 'paid') AND "billToGstin" IS NULL
    GROUP BY "placeOfSupplyCode"
    ORDER BY "placeOfSupplyCode"`;
  return rows.map((row) => ({ ...row, taxable: Number(row.taxable) }));
}

async function cdnrRows(month: string): Promise<CdnrRow[]> {
  const { start, end } = monthDays(month);
  const rows = await db.$queryRaw<Money<CdnrRow, "amount" | "taxable">[]>`
    SELECT i."billToGstin" AS "gstin", i."billToName" AS "name", c."number", to_char(c."issueDate", 'YYYY-MM-DD') AS "issueDate",
           c."amount", i."placeOfSupplyCode" AS "posCode", i."placeOfSupplyState" AS "posState",
           round(c."amount"::numeric * i."taxable" / NULLIF(i."total", 0))::bigint AS "taxable"
    FROM "CreditNote" c JOIN "Invoice" i ON i."id" = c."invoiceId"
    WHERE c."issueDate" >= ${start}::date AND c."issueDate" < ${end}::date AND i."billToGstin" IS NOT NULL
    ORDER BY c."issueDate", c."number"`;
  return rows.map((row) => ({ ...row, amount: Number(row.amount), taxable: Number(row.taxable ?? 0n) }));
}

/** The section's CSV text for the month. */
export async function gstr1Text(user: SessionUser, query: Gstr1Query): Promise<string> {
  assertFinance(user);
  if (query.section === "b2b") return gstr1Csv("b2b", await b2bRows(query.month));
  if (query.section === "b2cs") return gstr1Csv("b2cs", await b2csRows(query.month));
  return gstr1Csv("cdnr", await cdnrRows(query.month));
}

/** The download: gstr1-<section>-<month>.csv, UTF-8 without a byte-order mark. */
export async function gstr1File(user: SessionUser, query: Gstr1Query): Promise<DownloadFile> {
  return { bytes: new TextEncoder().encode(await gstr1Text(user, query)), fileName: gstr1FileName(query.section, query.month) };
}
