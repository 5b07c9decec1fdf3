import { z } from "zod";
import "zod-openapi";
import { MAX_TRAINING_FEE_PAISE } from "@/lib/billing/rules/training-fees";

// A programme's training fee terms (decisions.md section 21): PATCH admin/programmes/{id}, set by an
// admin or Finance. The fee is paise (GST extra; 0 free), the least CTC yearly rupees.

export const FEE_MESSAGE = `Enter the fee in paise: a whole number from 0 to ${MAX_TRAINING_FEE_PAISE}`;
export const MIN_CTC_MESSAGE = "Enter the least yearly CTC in whole rupees (1 to 10 crore)";
export const FEES_NOTHING_MESSAGE = "Send the fee or payAfterPlacement to change";

export const programmeFeesSchema = z
  .object({
    fee: z
      .number({ error: FEE_MESSAGE })
      .int(FEE_MESSAGE)
      .min(0, FEE_MESSAGE)
      .max(MAX_TRAINING_FEE_PAISE, FEE_MESSAGE)
      .optional()
      .meta({ description: "Paise, GST extra; 0: free." }),
    payAfterPlacement: z
      .object({
        available: z.boolean({ error: "Say whether paying after placement is available" }),
        minAnnualCtc: z.number({ error: MIN_CTC_MESSAGE }).int(MIN_CTC_MESSAGE).min(1, MIN_CTC_MESSAGE).max(100_000_000, MIN_CTC_MESSAGE).nullable().optional(),
      })
      .refine((terms) => !terms.available || (terms.minAnnualCtc ?? null) !== null, { message: MIN_CTC_MESSAGE, path: ["minAnnualCtc"] })
      .optional()
      .meta({ description: "available, and the least yearly CTC (rupees) a placement bills at (required when available)." }),
  })
  .refine((body) => body.fee !== undefined || body.payAfterPlacement !== undefined, { message: FEES_NOTHING_MESSAGE, path: ["fee"] });

export type ProgrammeFeesInput = z.output<typeof programmeFeesSchema>;
