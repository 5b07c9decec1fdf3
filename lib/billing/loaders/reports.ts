import "server-only";
// Reads for /finance/reports (decisions.md section 21): receivables ageing, revenue for the months in the
// address (the API's schema; a bad range shows its messages and the default months), and the GSTR-1
// month (the address's gstr1Month, else last month: the return filed in this one).
import { requireRole } from "@/lib/auth/guards";
import { formatIndiaDay } from "@/lib/format/date";
import { type SearchParams } from "@/lib/validations/common";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { revenueQuerySchema } from "@/lib/billing/schemas/reports";
import type { AgingJson, RevenueJson } from "@/lib/billing/contract/reports";
import { addMonths, agingReport, revenueReport } from "@/lib/billing/service/reports";

export type FinanceReports = { aging: AgingJson; revenue: RevenueJson; errors: Record<string, string>; gstr1Month: string };

const MONTH = /^20\d{2}-(0[1-9]|1[0-2])$/;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function loadFinanceReports(searchParams: SearchParams, now: Date = new Date()): Promise<FinanceReports> {
  const user = await requireRole(...FINANCE_ROLES);
  const parsed = revenueQuerySchema.safeParse({ from: first(searchParams.from), to: first(searchParams.to) });
  const errors = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const asked = first(searchParams.gstr1Month);
  const gstr1Month = asked && MONTH.test(asked) ? asked : addMonths(formatIndiaDay(now).slice(0, 7), -1);
  const [aging, revenue] = await Promise.all([agingReport(user, { now }), revenueReport(user, parsed.success ? parsed.data : {}, { now })]);
  return { aging, revenue, errors, gstr1Month };
}
