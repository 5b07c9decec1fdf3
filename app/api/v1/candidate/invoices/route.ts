// GET /api/v1/candidate/invoices: the invoices issued to the person (decisions.md section 21).
import { withApi } from "@/lib/api/handler";
import { listCandidateInvoicesOp } from "@/lib/billing/operations/client-invoices";
import { listCandidateInvoices } from "@/lib/billing/service/client-invoices";

export const GET = withApi(listCandidateInvoicesOp, ({ user, query }) => listCandidateInvoices(user, query));
