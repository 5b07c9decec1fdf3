// GET /api/v1/finance/invoices: every invoice, paged, or with ?format=csv all the filters match as a CSV
// download; POST: draft one, 201 (Finance, admins).
import { attachmentResponse } from "@/lib/api/download";
import { withApi } from "@/lib/api/handler";
import { createInvoiceOp, listInvoicesOp } from "@/lib/billing/operations/invoices";
import { createInvoice, listInvoices } from "@/lib/billing/service/invoices";
import { invoicesCsvFile } from "@/lib/billing/service/invoice-csv";

export const GET = withApi(listInvoicesOp, async ({ user, query }) =>
  query.format === "csv" ? attachmentResponse(await invoicesCsvFile(user, query), "text/csv; charset=utf-8") : listInvoices(user, query),
);
export const POST = withApi(createInvoiceOp, ({ user, body }) => createInvoice(user, body));
