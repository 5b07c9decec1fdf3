// POST /api/v1/finance/invoices/{id}/issue: number a draft and freeze it (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { issueInvoiceOp } from "@/lib/billing/operations/invoices";
import { issueInvoice } from "@/lib/billing/service/issue";

export const POST = withApi(issueInvoiceOp, ({ user, params }) => issueInvoice(user, params));
