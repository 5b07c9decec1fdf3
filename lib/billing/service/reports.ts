// Finance's reports (decisions.md section 21), computed in SQL:
// - receivables ageing: the balance of every issued or partly paid invoice, per client, by days past its
//   due date on today's India day (due today or later: current; then 1-30, 31-60, 61-90, over 90). A
//   person's own invoices (training fees) are rows of their own, employerId null and candidateId set, so
//   the totals are every rupee owed;
// - revenue per month and kind: the taxable value of the invoices issued in the month, and the payments
//   dated in it (amounts received; TDS is the client's deduction, not money in).
import "server-only";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { formatIndiaDay } from "@/lib/format/date";
import { INVOICE_KINDS } from "@/lib/billing/rules/invoices";
import { REVENUE_DEFAULT_MONTHS, type RevenueQuery } from "@/lib/billing/schemas/reports";
import type { AgingJson, AgingRow, RevenueJson } from "@/lib/billing/contract/reports";
import { assertFinance } from "@/lib/billing/service/access";

type Buckets = Omit<AgingRow, "employerId" | "candidateId" | "name">;
type AgingSqlRow = { employerId: string | null; candidateId: string | null; name: string } & { [K in keyof Buckets]: bigint };

const BUCKETS = ["current", "overdue1to30", "overdue31to60", "overdue61to90", "overdue90plus", "total"] as const;

/** GET finance/reports/aging: the most owed first. */
export async function agingReport(user: SessionUser, opts: { now?: Date } = {}): Promise<AgingJson> {
  assertFinance(user);
  const asOf = formatIndiaDay(opts.now ?? new Date());
  // The partial index "Invoice_open_aging_idx" holds exactly these rows and columns (an index-only scan).
  const rows = await db.$queryRaw<AgingSqlRow[]>`
    WITH owed AS (
      SELECT "employerId", "candidateId",
             sum(b) FILTER (WHERE d <= 0) AS "current",
             sum(b) FILTER (WHERE d BETWEEN 1 AND 30) AS "overdue1to30",
             sum(b) FILTER (WHERE d BETWEEN 31 AND 60) AS "overdue31to60",
             sum(b) FILTER (WHERE d BETWEEN 61 AND 90) AS "overdue61to90",
             sum(b) FILTER (WHERE d > 90) AS "overdue90plus",
             sum(b) AS "total"
      FROM (
        SELECT "employerId", "candidateId", ("total" - "paid" - "tds" - "credited") AS b, (${asOf}::date - "dueDate") AS d
        FROM "Invoice"
        WHERE "status" IN ('issued', 'partly_paid')
      ) open
      WHERE b > 0
      GROUP BY "employerId", "candidateId"
    )
    SELECT o."employerId", o."candidateId",
           COALESCE(cb."legalName", e."orgName", u."name", 'Unknown') AS "name",
           COALESCE(o."current", 0)::bigint AS "current", COALESCE(o."overdue1to30", 0)::bigint AS "overdue1to30",
           COALESCE(o."overdue31to60", 0)::bigint AS "overdue31to60", COALESCE(o."overdue61to90", 0)::bigint AS "overdue61to90",
           COALESCE(o."overdue90plus", 0)::bigint AS "overdue90plus", o."total"::bigint AS "total"
    FROM owed o
    LEFT JOIN "ClientBilling" cb ON cb."employerId" = o."employerId"
    LEFT JOIN "Employer" e ON e."id" = o."employerId"
    LEFT JOIN "User" u ON u."id" = o."candidateId"
    ORDER BY o."total" DESC, 3, 1, 2`;
  const totals = Object.fromEntries(BUCKETS.map((key) => [key, 0])) as Buckets;
  const clients = rows.map((row): AgingRow => {
    const buckets = Object.fromEntries(BUCKETS.map((key) => [key, Number(row[key])])) as Buckets;
    for (const key of BUCKETS) totals[key] += buckets[key];
    return { employerId: row.employerId, candidateId: row.candidateId, name: row.name, ...buckets };
  });
  return { asOf, clients, totals };
}

/** "2026-03" plus n months. */
export function addMonths(month: string, n: number): string {
  const [year, mon] = month.split("-").map(Number);
  const index = year * 12 + (mon - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The range asked for, or its defaults: the REVENUE_DEFAULT_MONTHS months ending this India month. */
export function revenueRange(query: RevenueQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? (query.from ? addMonths(query.from, REVENUE_DEFAULT_MONTHS - 1) : formatIndiaDay(now).slice(0, 7));
  return { from: query.from ?? addMonths(to, -(REVENUE_DEFAULT_MONTHS - 1)), to };
}

type RevenueSqlRow = { month: string; kind: (typeof INVOICE_KINDS)[number]; invoiced: bigint; collected: bigint };

/** GET finance/reports/revenue: every month of the range and every kind, zeros included (a chart's rows). */
export async function revenueReport(user: SessionUser, query: RevenueQuery, opts: { now?: Date } = {}): Promise<RevenueJson> {
  assertFinance(user);
  const { from, to } = revenueRange(query, opts.now ?? new Date());
  const start = new Date(`${from}-01T00:00:00Z`);
  const end = new Date(`${addMonths(to, 1)}-01T00:00:00Z`);
  // issueDate and a payment's date are India days (@db.Date): a month is [first day, next month's first day).
  const rows = await db.$queryRaw<RevenueSqlRow[]>`
    SELECT "month", "kind", sum("invoiced")::bigint AS "invoiced", sum("collected")::bigint AS "collected"
    FROM (
      SELECT to_char("issueDate", 'YYYY-MM') AS "month", "kind"::text AS "kind", "taxable" AS "invoiced", 0::bigint AS "collected"
      FROM "Invoice"
      WHERE "issueDate" >= ${start}::date AND "issueDate" < ${end}::date AND "status" IN ('issued', 'partly_paid', 'paid')
      UNION ALL
      SELECT to_char(p."date", 'YYYY-MM'), i."kind"::text, 0::bigint, p."amount"
      FROM "Payment" p JOIN "Invoice" i ON i."id" = p."invoiceId"
      WHERE p."date" >= ${start}::date AND p."date" < ${end}::date
    ) flows
    GROUP BY "month", "kind"`;
  const found = new Map(rows.map((row) => [`${row.month}|${row.kind}`, row]));
  const months: RevenueJson["months"] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) {
    for (const kind of INVOICE_KINDS) {
      const row = found.get(`${month}|${kind}`);
      months.push({ month, kind, invoiced: row ? Number(row.invoiced) : 0, collected: row ? Number(row.collected) : 0 });
    }
  }
  return { from, to, months };
}


export type BilledClient = { employerId: string; name: string };

/** The companies with billing details, by name (the invoice list's client filter; at most 1,000). */
export async function billedClients(user: SessionUser): Promise<BilledClient[]> {
  assertFinance(user);
  const rows = await db.clientBilling.findMany({ select: { employerId: true, legalName: true }, orderBy: [{ legalName: "asc" }, { employerId: "asc" }], take: 1_000 });
  return rows.map((row) => ({ employerId: row.employerId, name: row.legalName }));
}
