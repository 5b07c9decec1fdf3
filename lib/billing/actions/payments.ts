"use server";

import { defineAction } from "@/lib/actions/define-action";
import { FINANCE_ROLES } from "@/lib/billing/rules/invoices";
import { creditNoteActionSchema } from "@/lib/billing/schemas/credit-notes";
import { recordPaymentActionSchema } from "@/lib/billing/schemas/payments";
import { createCreditNote } from "@/lib/billing/service/credit-notes";
import { recordPayment } from "@/lib/billing/service/payments";

// The invoice page's dialogs (decisions.md section 21): the services of POST finance/invoices/{id}/payments
// and POST finance/invoices/{id}/credit-notes, with their 409s (OVERPAID, DUPLICATE_PAYMENT, OVER_CREDIT).

export const recordPaymentAction = defineAction(
  { access: FINANCE_ROLES, input: recordPaymentActionSchema, message: "Payment recorded" },
  ({ id, ...payment }, user) => recordPayment(user, { id }, payment),
);

export const createCreditNoteAction = defineAction(
  { access: FINANCE_ROLES, input: creditNoteActionSchema, message: "Credit note issued" },
  ({ id, ...note }, user) => createCreditNote(user, { id }, note),
);
