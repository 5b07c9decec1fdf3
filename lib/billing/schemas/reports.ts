import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, recordId } from "@/lib/validations/common";
import { GSTR1_SECTIONS } from "@/lib/billing/rules/gstr1";
import { MONTH_MESSAGE } from "@/lib/billing/schemas/invoices";

// Finance's reports and the bulk issue (decisions.md section 21): months are YYYY-MM (India).

const MONTH = /^(20\d{2})-(0[1-9]|1[0-2])$/;
export const REVENUE_MAX_MONTHS = 36;
export const REVENUE_DEFAULT_MONTHS = 12;
export const BULK_ISSUE_MAX = 200;
export const RANGE_MESSAGE = "from must be on or before to";
export const RANGE_TOO_LONG_MESSAGE = `A revenue report covers at most ${REVENUE_MAX_MONTHS} months`;
export const BULK_IDS_MESSAGE = `Choose 1 to ${BULK_ISSUE_MAX} drafts to issue`;

const monthField = (description: string) =>
  z.preprocess(blankToUndefined, z.string({ error: MONTH_MESSAGE }).regex(MONTH, MONTH_MESSAGE).optional()).meta({ description });

/** Months between two YYYY-MM, both counted ("2026-01", "2026-03" → 3). */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split("-").map(Number);
  const [ty, tm] = to.split("-").map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export const revenueQuerySchema = z
  .object({
    from: monthField(`The first month, YYYY-MM; absent: ${REVENUE_DEFAULT_MONTHS - 1} months before \`to\`.`),
    to: monthField("The last month, YYYY-MM; absent: this month (India)."),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: RANGE_MESSAGE, path: ["to"] })
  .refine((q) => q.from === undefined || q.to === undefined || monthsBetween(q.from, q.to) <= REVENUE_MAX_MONTHS, {
    message: RANGE_TOO_LONG_MESSAGE,
    path: ["from"],
  });
export type RevenueQuery = z.output<typeof revenueQuerySchema>;

export const gstr1QuerySchema = z.object({
  month: z.string({ error: MONTH_MESSAGE }).regex(MONTH, MONTH_MESSAGE).meta({ description: "The return's month, YYYY-MM (issue dates, India)." }),
  section: z.enum(GSTR1_SECTIONS, { error: `section is one of ${GSTR1_SECTIONS.join(", ")}` }).meta({ description: "The GSTR-1 table." }),
});
export type Gstr1Query = z.output<typeof gstr1QuerySchema>;

export const bulkIssueSchema = z.object({
  ids: z
    .array(recordId(), { error: BULK_IDS_MESSAGE })
    .min(1, BULK_IDS_MESSAGE)
    .max(BULK_ISSUE_MAX, BULK_IDS_MESSAGE)
    .meta({ description: `The drafts to issue, in this order (1 to ${BULK_ISSUE_MAX}; a repeated id is issued once).` }),
});
export type BulkIssueData = z.output<typeof bulkIssueSchema>;
