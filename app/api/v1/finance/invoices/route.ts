// GET /api/v1/finance/invoices: every invoice, paged; POST: draft one, 201 (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { createInvoiceOp, listInvoicesOp } from "@/lib/billing/operations/invoices";
import { createInvoice, listInvoices } from "@/lib/billing/service/invoices";

export const GET = withApi(listInvoicesOp, ({ user, query }) => listInvoices(user, query));
export const POST = withApi(createInvoiceOp, ({ user, body }) => createInvoice(user, body));
