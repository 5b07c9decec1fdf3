import { z } from "zod";
import "zod-openapi";
import { recordId, requiredText, textToNumber } from "@/lib/validations/common";
import { MAX_PAYMENT_PAISE, optionalRupeesField } from "@/lib/billing/schemas/payments";

// A credit note against an issued invoice (decisions.md section 21): an amount in paise (absent: the
// whole balance) and the reason, which the note carries.

export const CREDIT_AMOUNT_MESSAGE = "The amount is a whole number of paise (₹1 = 100), more than 0";
export const CREDIT_REASON_MESSAGE = "Please give the reason for the credit note (up to 300 characters)";

export const creditNoteSchema = z.object({
  amount: z
    .preprocess(textToNumber, z.number({ error: CREDIT_AMOUNT_MESSAGE }).int(CREDIT_AMOUNT_MESSAGE).gt(0, CREDIT_AMOUNT_MESSAGE).max(MAX_PAYMENT_PAISE, CREDIT_AMOUNT_MESSAGE).optional())
    .meta({ description: "Paise credited; absent: the invoice's whole balance." }),
  reason: requiredText(CREDIT_REASON_MESSAGE, 300),
});
export type CreditNoteData = z.output<typeof creditNoteSchema>;

// Finance's "Issue a credit note" form: the amount in rupees (blank: the whole balance), the reason.
export const creditNoteFormSchema = z.object({
  amount: optionalRupeesField().refine((paise) => paise === undefined || paise > 0, "The amount must be more than ₹0, or blank for the whole balance"),
  reason: requiredText(CREDIT_REASON_MESSAGE, 300),
});
export type CreditNoteFormInput = z.input<typeof creditNoteFormSchema>;

export const creditNoteActionSchema = creditNoteSchema.extend({ id: recordId() });
