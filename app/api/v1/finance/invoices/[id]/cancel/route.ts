// POST /api/v1/finance/invoices/{id}/cancel: cancel a draft (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { cancelInvoiceOp } from "@/lib/billing/operations/invoices";
import { cancelInvoice } from "@/lib/billing/service/invoices";

export const POST = withApi(cancelInvoiceOp, ({ user, params }) => cancelInvoice(user, params));
