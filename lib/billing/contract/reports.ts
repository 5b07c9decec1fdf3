import { z } from "zod";
import "zod-openapi";
import { INVOICE_KINDS, INVOICE_STATUSES } from "@/lib/billing/rules/invoices";

// Finance's reports (decisions.md section 21): amounts in paise.

const paise = (description: string) => z.number().int().meta({ description: `${description} (paise).` });

const buckets = {
  current: paise("Not yet due (due today or later)"),
  overdue1to30: paise("1 to 30 days past due"),
  overdue31to60: paise("31 to 60 days past due"),
  overdue61to90: paise("61 to 90 days past due"),
  overdue90plus: paise("More than 90 days past due"),
  total: paise("The whole balance"),
};

export const agingRowSchema = z.object({
  employerId: z.string().nullable().meta({ description: "The company; null for a person's own invoices (then candidateId)." }),
  candidateId: z.string().nullable().meta({ description: "The person billed for training, when the row is a person's." }),
  name: z.string(),
  ...buckets,
});
export type AgingRow = z.infer<typeof agingRowSchema>;

export const agingSchema = z
  .object({ asOf: z.string().meta({ format: "date", description: "Today (India): the day the days past due count to." }), clients: z.array(agingRowSchema), totals: z.object(buckets) })
  .meta({ id: "ReceivablesAging" });
export type AgingJson = z.infer<typeof agingSchema>;

export const revenueMonthSchema = z.object({
  month: z.string().meta({ description: "YYYY-MM" }),
  kind: z.enum(INVOICE_KINDS),
  invoiced: paise("Taxable value of the invoices issued that month"),
  collected: paise("Payments dated that month (the amounts received; TDS not included)"),
});
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

export const revenueSchema = z
  .object({ from: z.string(), to: z.string(), months: z.array(revenueMonthSchema) })
  .meta({ id: "RevenueReport" });
export type RevenueJson = z.infer<typeof revenueSchema>;

export const bulkIssueResultSchema = z.object({
  id: z.string(),
  ok: z.boolean(),
  number: z.string().nullable().meta({ description: "The number given (ok), else null." }),
  status: z.enum(INVOICE_STATUSES).nullable(),
  code: z.string().nullable().meta({ description: "Why it was not issued: ISSUED, CONFLICT, NOT_FOUND, …" }),
  message: z.string().nullable(),
});
export type BulkIssueResult = z.infer<typeof bulkIssueResultSchema>;

export const bulkIssueSchemaResponse = z.object({ results: z.array(bulkIssueResultSchema), issued: z.number().int(), failed: z.number().int() });
export type BulkIssueJson = z.infer<typeof bulkIssueSchemaResponse>;
