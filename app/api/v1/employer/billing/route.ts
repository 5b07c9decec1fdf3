// GET/PUT /api/v1/employer/billing: the company's billing details (its owners).
import { withApi } from "@/lib/api/handler";
import { getEmployerBillingOp, putEmployerBillingOp } from "@/lib/billing/operations/settings";
import { getEmployerBilling, putEmployerBilling } from "@/lib/billing/service/clients";

export const GET = withApi(getEmployerBillingOp, ({ user }) => getEmployerBilling(user));
export const PUT = withApi(putEmployerBillingOp, ({ user, body }) => putEmployerBilling(user, body));
