// PATCH /api/v1/finance/invoices/{id}: change a draft (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { updateInvoiceOp } from "@/lib/billing/operations/invoices";
import { updateInvoice } from "@/lib/billing/service/invoices";

export const PATCH = withApi(updateInvoiceOp, ({ user, params, body }) => updateInvoice(user, params, body));
