// Payments received against issued invoices (decisions.md section 21): Finance and admins record them.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls } from "@/lib/api/operation-fragments";
import { idParams } from "@/lib/validations/common";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { paymentSchema } from "@/lib/billing/schemas/payments";
import { recordedPaymentSchema } from "@/lib/billing/contract/payments";

const invoiceCall = ownCalls("Billing", FINANCE_ROLES);

export const recordPaymentOp = defineOperation({
  id: "recordPayment",
  method: "POST",
  path: "/finance/invoices/{id}/payments",
  summary:
    "Record a payment against an issued invoice: `amount` received and `tds` deducted by the client (whole paise), the `date` it came " +
    "in (India, not in the future), the `method` and the bank's `reference`. The status follows (`partly_paid`, then `paid` when the " +
    "balance is 0) and the bill-to is mailed a receipt. 409 NOT_ISSUED for a draft or cancelled invoice, OVERPAID when amount + tds " +
    "pass the balance (concurrent payments queue on the invoice: together they never pass its total), DUPLICATE_PAYMENT for a method " +
    "and reference recorded before.",
  ...invoiceCall,
  params: idParams,
  body: paymentSchema,
  response: recordedPaymentSchema,
  successStatus: 201,
  errors: [...invoiceCall.errors, 409, "NOT_ISSUED", "OVERPAID", "DUPLICATE_PAYMENT", "STALE_STATE"],
});
