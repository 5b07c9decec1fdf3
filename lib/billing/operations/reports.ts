// Finance's reports (decisions.md section 21): receivables ageing, revenue per month and kind, and the
// GSTR-1 tables as the GST portal's offline tool imports them.
import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { roleCalls } from "@/lib/api/operation-fragments";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { GSTR1_HEADERS } from "@/lib/billing/rules/gstr1";
import { gstr1QuerySchema, REVENUE_DEFAULT_MONTHS, REVENUE_MAX_MONTHS, revenueQuerySchema } from "@/lib/billing/schemas/reports";
import { agingSchema, revenueSchema } from "@/lib/billing/contract/reports";

const financeCall = roleCalls("Billing", FINANCE_ROLES);

export const agingReportOp = defineOperation({
  id: "getReceivablesAging",
  method: "GET",
  path: "/finance/reports/aging",
  summary:
    "What clients owe, per client, by days past the due date on today's India day: `current` (due today or later), 1–30, 31–60, " +
    "61–90 and over 90 days, and the total (paise), the most owed first, with `totals`. Balances of issued and partly paid invoices " +
    "(total − paid − TDS − credit notes). A person's own invoices (training fees) are rows of their own: `employerId` null, `candidateId` set.",
  ...financeCall,
  response: agingSchema,
});

export const revenueReportOp = defineOperation({
  id: "getRevenueReport",
  method: "GET",
  path: "/finance/reports/revenue",
  summary:
    "Per month (YYYY-MM, India) and invoice kind, every month of the range and every kind (zeros included): `invoiced`, the taxable " +
    "value of the invoices issued that month, and `collected`, the payments dated that month (amounts received; TDS not included), " +
    `in paise. \`from\`/\`to\` are months; absent: the ${REVENUE_DEFAULT_MONTHS} months ending this month; at most ${REVENUE_MAX_MONTHS} months.`,
  ...financeCall,
  query: revenueQuerySchema,
  response: revenueSchema,
});

export const gstr1Op = defineOperation({
  id: "getGstr1Csv",
  method: "GET",
  path: "/finance/reports/gstr1",
  summary:
    "One GSTR-1 table of the month as CSV for the GST portal's offline tool (UTF-8, no byte-order mark; dates like 01-Dec-2026, " +
    "place of supply like 27-Maharashtra, rupees with two decimals). `b2b`: each invoice issued in the month to a recipient " +
    `with a GSTIN (header \`${GSTR1_HEADERS.b2b.join(",")}\`); \`b2cs\`: the others, per place of supply and rate; \`cdnr\`: ` +
    "the credit notes dated in the month to recipients with a GSTIN.",
  ...financeCall,
  query: gstr1QuerySchema,
  response: z.string(),
  binary: true,
  binaryType: "text/csv",
  binaryDescription: "The table as CSV, an attachment gstr1-<section>-<month>.csv",
});
