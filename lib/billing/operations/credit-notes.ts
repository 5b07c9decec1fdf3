// Credit notes against issued invoices (decisions.md section 21): Finance and admins issue them.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { idParams } from "@/lib/validations/common";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { creditNoteSchema } from "@/lib/billing/schemas/credit-notes";
import { creditNoteJsonSchema } from "@/lib/billing/contract/credit-notes";

const invoiceCall = ownCalls("Billing", FINANCE_ROLES);

export const createCreditNoteOp = defineOperation({
  id: "createCreditNote",
  method: "POST",
  path: "/finance/invoices/{id}/credit-notes",
  summary:
    "Credit an issued (or partly paid) invoice `amount` paise, by default its whole balance, for a `reason`: numbered CN/{yy-yy}/{00001} " +
    "(one sequence per financial year, no gaps). The invoice's `credited` grows; nothing left owed makes it `paid` (settled; it keeps " +
    "its number and stays in the returns). 409 NOT_ISSUED for a draft or cancelled invoice, OVER_CREDIT above the balance.",
  ...invoiceCall,
  params: idParams,
  body: creditNoteSchema,
  response: creditNoteJsonSchema,
  successStatus: 201,
  errors: [...invoiceCall.errors, 409, "NOT_ISSUED", "OVER_CREDIT", "STALE_STATE"],
});
