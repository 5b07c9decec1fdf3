import { z } from "zod";
import "zod-openapi";

// A credit note as POST finance/invoices/{id}/credit-notes answers it (decisions.md section 21).

export const creditNoteJsonSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ description: "CN/{yy-yy}/{00001}: one sequence per financial year, without gaps." }),
    amount: z.number().int().meta({ description: "Credited (paise)." }),
    reason: z.string(),
    invoiceId: z.string(),
  })
  .meta({ id: "CreditNote" });
export type CreditNoteJson = z.infer<typeof creditNoteJsonSchema>;
