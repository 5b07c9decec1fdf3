// POST /api/v1/finance/invoices/{id}/payments: record a payment against an issued invoice (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { recordPaymentOp } from "@/lib/billing/operations/payments";
import { recordPayment } from "@/lib/billing/service/payments";

export const POST = withApi(recordPaymentOp, ({ user, params, body }) => recordPayment(user, params, body));
