import { z } from "zod";
import "zod-openapi";

// Responses of the billing settings calls (decisions.md section 21).

export const billingSettingsJsonSchema = z
  .object({
    legalName: z.string(),
    gstin: z.string(),
    state: z.string(),
    stateCode: z.string().meta({ description: "The state's GST code (the GSTIN's first two digits)." }),
    address: z.string(),
    upiId: z.string(),
    invoicePrefix: z.string(),
    paymentTermsDays: z.number().int(),
  })
  .meta({ id: "BillingSettings" });
export type BillingSettingsJson = z.infer<typeof billingSettingsJsonSchema>;

export const clientBillingJsonSchema = z
  .object({
    employerId: z.string(),
    legalName: z.string(),
    gstin: z.string().nullable(),
    address: z.string(),
    state: z.string(),
    billingEmail: z.string(),
  })
  .meta({ id: "ClientBilling" });
export type ClientBillingJson = z.infer<typeof clientBillingJsonSchema>;

export const clientTermsJsonSchema = z
  .object({
    employerId: z.string(),
    placementFeePercent: z.number().meta({ description: "Percent of the annual CTC (two decimals at most)." }),
    paymentTermsDays: z.number().int(),
  })
  .meta({ id: "ClientTerms" });
export type ClientTermsJson = z.infer<typeof clientTermsJsonSchema>;
