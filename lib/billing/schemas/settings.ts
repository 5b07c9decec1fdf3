import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, requiredMultilineText, requiredText, textToNumber } from "@/lib/validations/common";
import { emailField } from "@/lib/accounts/schemas/auth";
import { normaliseGstin } from "@/lib/employers/rules/gstin";
import { GSTIN_FORM_MESSAGE, gstinProblem } from "@/lib/billing/rules/gst";
import { CREDIT_NOTE_PREFIX, INVOICE_PREFIX_PATTERN } from "@/lib/billing/rules/numbering";
import { gstStateByName } from "@/lib/billing/rules/states";

// What Finance sends for our company's settings and a client's terms, and what a company's owners send
// for its billing details (decisions.md section 21). Shared by the API and the forms' actions.

export const STATE_MESSAGE = "Please choose a state of India";
export const PREFIX_MESSAGE = "The invoice prefix is 1 to 4 capital letters or digits, e.g. TB";
export const PREFIX_TAKEN_MESSAGE = "CN is kept for credit notes: choose another invoice prefix";
export const UPI_MESSAGE = "Enter a UPI id like talentbridge@okaxis";
export const TERMS_MESSAGE = "Payment terms are a whole number of days from 0 to 120";
export const FEE_MESSAGE = "The placement fee is a percentage from 0 to 50, with at most two decimals";

/** A GSTIN, trimmed and upper-cased; its form and check digit checked (the state is the service's: GSTIN_STATE). */
const gstinText = z
  .string({ error: GSTIN_FORM_MESSAGE })
  .max(64, GSTIN_FORM_MESSAGE)
  .transform(normaliseGstin)
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** A state of India by its name (any case), answered as the app spells it. */
export const stateField = requiredText(STATE_MESSAGE, 100)
  .refine((name) => gstStateByName(name) !== undefined, STATE_MESSAGE)
  .transform((name) => gstStateByName(name)!.name)
  .meta({ description: "A state or union territory of India, by name (e.g. Maharashtra); its GST code follows." });

export const paymentTermsField = z
  .preprocess(textToNumber, z.number({ error: TERMS_MESSAGE }).int(TERMS_MESSAGE).min(0, TERMS_MESSAGE).max(120, TERMS_MESSAGE))
  .meta({ description: "Days an invoice is due after its issue date (0-120)." });

const legalName = requiredText("Please enter the legal name", 200);
const address = requiredMultilineText("Please enter the billing address", 500);

export const billingSettingsSchema = z.object({
  legalName: legalName.meta({ description: "Our registered name, as invoices show it." }),
  gstin: gstinText.meta({ description: "Our GSTIN; its first two digits must be the state's GST code (else 400 GSTIN_STATE)." }),
  state: stateField,
  address,
  upiId: requiredText(UPI_MESSAGE, 100)
    .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, UPI_MESSAGE)
    .meta({ description: "The UPI id invoices' QR codes pay to." }),
  invoicePrefix: requiredText(PREFIX_MESSAGE, 10)
    .transform((value) => value.toUpperCase())
    .refine((value) => INVOICE_PREFIX_PATTERN.test(value), PREFIX_MESSAGE)
    .refine((value) => value !== CREDIT_NOTE_PREFIX, PREFIX_TAKEN_MESSAGE)
    .meta({ description: "1-4 of A-Z, 0-9 (not CN): invoices are numbered {prefix}/{yy-yy}/{00001}." }),
  paymentTermsDays: paymentTermsField,
});
export type BillingSettingsInput = z.input<typeof billingSettingsSchema>;
export type BillingSettingsData = z.output<typeof billingSettingsSchema>;

export const clientBillingSchema = z.object({
  legalName: legalName.meta({ description: "The company's registered name, as its invoices show it." }),
  gstin: z
    .preprocess(blankToUndefined, gstinText.optional())
    .transform((value) => value ?? null)
    .meta({ description: "Its GSTIN if registered (blank or absent: none); the first two digits must be the state's code (400 GSTIN_STATE)." }),
  address,
  state: stateField,
  billingEmail: emailField.meta({ description: "Where invoices and reminders go." }),
});
export type ClientBillingInput = z.input<typeof clientBillingSchema>;
export type ClientBillingData = z.output<typeof clientBillingSchema>;

export const clientTermsSchema = z.object({
  placementFeePercent: z
    .preprocess(
      textToNumber,
      z
        .number({ error: FEE_MESSAGE })
        .min(0, FEE_MESSAGE)
        .max(50, FEE_MESSAGE)
        .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, FEE_MESSAGE),
    )
    .meta({ description: "Percent of the annual CTC, 0-50 with at most two decimals (8.33)." }),
  paymentTermsDays: paymentTermsField,
});
export type ClientTermsData = z.output<typeof clientTermsSchema>;

export const employerIdParams = z.object({ employerId: requiredText("A company id is required", 64) });
export type ClientTermsInput = z.input<typeof clientTermsSchema>;

/** Finance's terms dialog: the terms and the company they are for (PUT finance/clients/{employerId}/terms). */
export const clientTermsActionSchema = clientTermsSchema.extend(employerIdParams.shape);
