import { z } from "zod";
import "zod-openapi";
import { pageField } from "@/lib/validations/common";

// The client's own invoices (decisions.md section 21): GET employer/invoices and candidate/invoices, a page
// at a time (PAGE_SIZE of ./invoices.ts, read in SQL).
export const clientInvoicesQuerySchema = z.object({ page: pageField });
export type ClientInvoicesQuery = z.output<typeof clientInvoicesQuerySchema>;
