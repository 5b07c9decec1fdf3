// GET /api/v1/employer/invoices: the invoices issued to the member's company (decisions.md section 21).
import { withApi } from "@/lib/api/handler";
import { listEmployerInvoicesOp } from "@/lib/billing/operations/client-invoices";
import { listEmployerInvoices } from "@/lib/billing/service/client-invoices";

export const GET = withApi(listEmployerInvoicesOp, ({ user, query }) => listEmployerInvoices(user, query));
