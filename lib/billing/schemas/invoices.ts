import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, pageField, recordId, requiredText, textToNumber } from "@/lib/validations/common";
import { SAC_CODES } from "@/lib/billing/rules/gst";
import { INVOICE_KINDS, INVOICE_STATUSES } from "@/lib/billing/rules/invoices";
import { lineAmount, MAX_LINE_AMOUNT_PAISE, MAX_LINES, MAX_QUANTITY, MAX_RATE_PAISE, quantityUnits } from "@/lib/billing/rules/money";
import { stateField } from "@/lib/billing/schemas/settings";

// Invoices (decisions.md section 21): a draft's lines, the two ways to draft one, a draft's change and
// Finance's list. Money is whole paise; a quantity has at most 4 decimals (decision 0057).

export const DESCRIPTION_MESSAGE = "Please describe each line (up to 300 characters)";
export const SAC_MESSAGE = `Each line's SAC is one of ours: ${SAC_CODES.join(", ")}`;
export const QUANTITY_MESSAGE = `Each line's quantity is more than 0 and at most ${MAX_QUANTITY.toLocaleString("en-IN")}, with at most 4 decimals`;
export const RATE_MESSAGE = "Each line's rate is a whole number of paise (₹1 = 100), 0 or more, e.g. 1500000 for ₹15,000";
export const LINE_TOO_LARGE_MESSAGE = "A line may come to at most ₹100 crore";
export const LINES_MESSAGE = `An invoice has 1 to ${MAX_LINES} lines`;
export const RECIPIENT_MESSAGE = "Bill either a company (employerId) or a person (candidateId)";
export const BILLING_STATE_ONLY_PERSON = "billingState is for a person's invoice: a company's state is in its billing details";
export const PAGE_SIZE = 20;

/** The line's amount within the limit (a bad quantity or rate has its own message already). */
function fitsOnALine(quantity: number, rate: number): boolean {
  try {
    return lineAmount(quantity, rate) <= MAX_LINE_AMOUNT_PAISE;
  } catch {
    return true;
  }
}

export const invoiceLineSchema = z
  .object({
    description: requiredText(DESCRIPTION_MESSAGE, 300),
    sac: z.enum(SAC_CODES as [string, ...string[]], { error: SAC_MESSAGE }),
    quantity: z
      .preprocess(textToNumber, z.number({ error: QUANTITY_MESSAGE }).gt(0, QUANTITY_MESSAGE).max(MAX_QUANTITY, QUANTITY_MESSAGE))
      .refine((value) => quantityUnits(value) !== null, QUANTITY_MESSAGE)
      .meta({ description: "Units billed, more than 0, at most 4 decimals." }),
    rate: z
      .preprocess(textToNumber, z.number({ error: RATE_MESSAGE }).int(RATE_MESSAGE).min(0, RATE_MESSAGE).max(MAX_RATE_PAISE, RATE_MESSAGE))
      .meta({ description: "Paise per unit (whole)." }),
  })
  .refine((line) => fitsOnALine(line.quantity, line.rate), { message: LINE_TOO_LARGE_MESSAGE, path: ["rate"] });
export type InvoiceLineData = z.output<typeof invoiceLineSchema>;

const linesField = z.array(invoiceLineSchema, { error: LINES_MESSAGE }).min(1, LINES_MESSAGE).max(MAX_LINES, LINES_MESSAGE);

const billingStateField = z
  .preprocess(blankToUndefined, stateField.optional())
  .meta({ description: "A person's state, for the place of supply; absent: our own state (no address on record)." });

export const createInvoiceSchema = z
  .object({
    employerId: z.preprocess(blankToUndefined, recordId().optional()).meta({ description: "The company billed (its billing details are read)." }),
    candidateId: z.preprocess(blankToUndefined, recordId().optional()).meta({ description: "Or the person billed (their profile is read)." }),
    billingState: billingStateField,
    lines: linesField,
  })
  .refine((body) => (body.employerId === undefined) !== (body.candidateId === undefined), { message: RECIPIENT_MESSAGE, path: ["employerId"] })
  .refine((body) => body.employerId === undefined || body.billingState === undefined, { message: BILLING_STATE_ONLY_PERSON, path: ["billingState"] });
export type CreateInvoiceData = z.output<typeof createInvoiceSchema>;

export const updateInvoiceSchema = z
  .object({ lines: linesField.optional(), billingState: billingStateField })
  .refine((body) => body.lines !== undefined || body.billingState !== undefined, { message: "Send the lines or the billing state to change", path: ["lines"] });
export type UpdateInvoiceData = z.output<typeof updateInvoiceSchema>;

export const MONTH_MESSAGE = "month is YYYY-MM, e.g. 2026-12";

export const invoicesQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(INVOICE_STATUSES, { error: `status is one of ${INVOICE_STATUSES.join(", ")}` }).optional()),
  kind: z.preprocess(blankToUndefined, z.enum(INVOICE_KINDS, { error: `kind is one of ${INVOICE_KINDS.join(", ")}` }).optional()),
  employerId: z.preprocess(blankToUndefined, recordId().optional()).meta({ description: "Only this company's invoices." }),
  month: z
    .preprocess(blankToUndefined, z.string({ error: MONTH_MESSAGE }).regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, MONTH_MESSAGE).optional())
    .meta({ description: "YYYY-MM: the issue date's month, or a draft's (or cancelled draft's) creation month, India time." }),
  page: pageField,
  format: z
    .preprocess(blankToUndefined, z.enum(["json", "csv"], { error: "format must be json or csv" }).optional())
    .meta({ description: "csv: every invoice the filters match (not paged) as a CSV download." }),
});
export type InvoicesQuery = z.output<typeof invoicesQuerySchema>;
