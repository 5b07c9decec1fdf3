// POST /api/v1/finance/invoices/{id}/credit-notes: credit an issued invoice (Finance, admins).
import { withApi } from "@/lib/api/handler";
import { createCreditNoteOp } from "@/lib/billing/operations/credit-notes";
import { createCreditNote } from "@/lib/billing/service/credit-notes";

export const POST = withApi(createCreditNoteOp, ({ user, params, body }) => createCreditNote(user, params, body));
