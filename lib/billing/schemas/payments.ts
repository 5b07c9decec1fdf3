import { z } from "zod";
import "zod-openapi";
import { dayField, recordId, requiredText, textToNumber } from "@/lib/validations/common";
import { MAX_LINE_AMOUNT_PAISE, rupeesToPaise } from "@/lib/billing/rules/money";
import { PAYMENT_METHODS } from "@/lib/billing/rules/payments";

// A payment received against an issued invoice (decisions.md section 21): whole paise, the day it came
// in (India), how, and the bank's (or the receipt's) reference. A reference is trimmed and its inner
// spaces collapsed, so "UTR 123" and "UTR  123 " are one reference (the DB's unique key sees them so).

/** The most one payment may bring (₹5,000 crore: 50 lines of the largest): a typo's extra zeros are refused. */
export const MAX_PAYMENT_PAISE = 50 * MAX_LINE_AMOUNT_PAISE;

export const AMOUNT_MESSAGE = "The amount is a whole number of paise (₹1 = 100), more than 0, e.g. 1500000 for ₹15,000";
export const TDS_MESSAGE = "TDS is a whole number of paise (₹1 = 100), 0 or more";
export const METHOD_MESSAGE = `The method is one of ${PAYMENT_METHODS.join(", ")}`;
export const REFERENCE_MESSAGE = "Please enter the payment's reference (UTR, UPI or cheque number, receipt number; up to 100 characters)";
export const PAYMENT_DATE_MESSAGE = "Please enter the day the payment was received (YYYY-MM-DD)";

export const paymentSchema = z.object({
  amount: z
    .preprocess(textToNumber, z.number({ error: AMOUNT_MESSAGE }).int(AMOUNT_MESSAGE).gt(0, AMOUNT_MESSAGE).max(MAX_PAYMENT_PAISE, AMOUNT_MESSAGE))
    .meta({ description: "Received, in paise (more than 0)." }),
  tds: z
    .preprocess(textToNumber, z.number({ error: TDS_MESSAGE }).int(TDS_MESSAGE).min(0, TDS_MESSAGE).max(MAX_PAYMENT_PAISE, TDS_MESSAGE).default(0))
    .meta({ description: "Tax the client deducted at source, in paise (default 0)." }),
  date: dayField(PAYMENT_DATE_MESSAGE).meta({ description: "The day it was received (India), not in the future." }),
  method: z.enum(PAYMENT_METHODS, { error: METHOD_MESSAGE }),
  reference: requiredText(REFERENCE_MESSAGE, 100)
    .transform((value) => value.replace(/\s+/g, " "))
    .meta({ description: "The bank's or receipt's reference; one payment per method and reference (409 DUPLICATE_PAYMENT)." }),
});
export type PaymentData = z.output<typeof paymentSchema>;

// Finance's "Record a payment" form: rupees as typed (commas, two decimals at most) made paise by
// rupeesToPaise, so the action gets exactly what the API takes. The action adds the invoice's id.
export const RUPEES_MESSAGE = "Enter an amount in rupees with at most two decimals, e.g. 15,000 or 1234.50";

/** A rupee amount typed in a form, as whole paise (a number the API schemas then check). */
export const rupeesField = (message = RUPEES_MESSAGE) =>
  z.string({ error: message }).transform((text, ctx) => {
    const paise = rupeesToPaise(text);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });

/** Blank is undefined (TDS none, a credit note's whole balance); anything else rupees as above. */
export const optionalRupeesField = (message = RUPEES_MESSAGE) =>
  z.string().transform((text, ctx) => {
    if (text.trim() === "") return undefined;
    const paise = rupeesToPaise(text);
    if (paise === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return paise;
  });

export const paymentFormSchema = z.object({
  amount: rupeesField().refine((paise) => paise > 0, "The amount must be more than ₹0"),
  tds: optionalRupeesField(),
  date: z.string().trim().regex(/^\d{4}-\d{2}-\d{2}$/, PAYMENT_DATE_MESSAGE),
  method: z.enum(PAYMENT_METHODS, { error: "Please choose how it was paid" }),
  reference: requiredText(REFERENCE_MESSAGE, 100),
});
export type PaymentFormInput = z.input<typeof paymentFormSchema>;

export const recordPaymentActionSchema = paymentSchema.extend({ id: recordId() });
