import { z } from "zod";
import "zod-openapi";
import { INVOICE_KINDS, INVOICE_STATUSES } from "@/lib/billing/rules/invoices";

// An invoice as every billing call answers it (decisions.md section 21): amounts in paise, dates
// YYYY-MM-DD (India), `number`, dates and links null where absent.

const paise = (description: string) => z.number().int().meta({ description: `${description} (paise).` });
const day = z.string().nullable().meta({ format: "date" });

export const invoiceLineJsonSchema = z.object({
  description: z.string(),
  sac: z.string(),
  quantity: z.number().meta({ description: "Units, at most 4 decimals." }),
  rate: paise("Per unit"),
  amount: paise("quantity × rate, half up"),
});

export const invoiceJsonSchema = z
  .object({
    id: z.string(),
    number: z.string().nullable().meta({ description: "{prefix}/{yy-yy}/{00001}, given at issue; null for a draft." }),
    kind: z.enum(INVOICE_KINDS),
    status: z.enum(INVOICE_STATUSES),
    employerId: z.string().nullable().meta({ description: "The company billed, or null." }),
    candidateId: z.string().nullable().meta({ description: "The person billed, or null." }),
    billTo: z.object({
      name: z.string(),
      gstin: z.string().nullable(),
      address: z.string().nullable(),
      state: z.string().nullable(),
      email: z.string(),
    }),
    placeOfSupply: z.object({ state: z.string(), code: z.string() }),
    supplyType: z.enum(["intra", "inter"]).meta({ description: "intra: CGST + SGST; inter: IGST." }),
    lines: z.array(invoiceLineJsonSchema),
    taxable: paise("The sum of the lines"),
    cgst: paise("CGST 9 %"),
    sgst: paise("SGST 9 %"),
    igst: paise("IGST 18 %"),
    total: paise("taxable + taxes"),
    totalInWords: z.string().meta({ description: "Indian system: 'Rupees One Lakh Eighteen Thousand Only'." }),
    paid: paise("Received"),
    tds: paise("Deducted at source by the client"),
    credited: paise("Credit notes"),
    balance: paise("total − paid − tds − credited"),
    issueDate: day,
    dueDate: day,
    placementId: z.string().nullable(),
    engagementId: z.string().nullable(),
    enrollmentId: z.string().nullable(),
    createdAt: z.string().meta({ format: "date-time" }),
  })
  .meta({ id: "Invoice" });
export type InvoiceJson = z.infer<typeof invoiceJsonSchema>;

export const invoicesPageSchema = z.object({ invoices: z.array(invoiceJsonSchema), hasNextPage: z.boolean() });
export type InvoicesPage = z.infer<typeof invoicesPageSchema>;
