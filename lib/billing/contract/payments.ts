import { z } from "zod";
import "zod-openapi";
import { PAYMENT_METHODS } from "@/lib/billing/rules/payments";
import { invoiceJsonSchema } from "@/lib/billing/contract/invoices";

// A payment as POST finance/invoices/{id}/payments answers it (decisions.md section 21), with the
// invoice as it stands after it.

export const paymentJsonSchema = z
  .object({
    id: z.string(),
    invoiceId: z.string(),
    amount: z.number().int().meta({ description: "Received (paise)." }),
    tds: z.number().int().meta({ description: "Deducted at source by the client (paise)." }),
    date: z.string().meta({ format: "date" }),
    method: z.enum(PAYMENT_METHODS),
    reference: z.string(),
    createdAt: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "Payment" });
export type PaymentJson = z.infer<typeof paymentJsonSchema>;

export const recordedPaymentSchema = z.object({ payment: paymentJsonSchema, invoice: invoiceJsonSchema });
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;
