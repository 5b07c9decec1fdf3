"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { createCreditNoteAction } from "@/lib/billing/actions/payments";
import { formatPaise } from "@/lib/billing/rules/money";
import { creditNoteFormSchema, type CreditNoteFormInput } from "@/lib/billing/schemas/credit-notes";
import { useDialogActionForm } from "@/components/billing/use-dialog-action-form";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

// "Issue a credit note" on an issued or partly paid invoice (POST finance/invoices/{id}/credit-notes'
// service): blank amount credits the whole balance; 409 OVER_CREDIT is said in the dialog.

function CreditNoteForm({ invoiceId, balance, close }: { invoiceId: string; balance: number; close: () => void }) {
  const defaults: CreditNoteFormInput = { amount: "", reason: "" };
  const { register, errors, isSubmitting, onSubmit, refusal } = useDialogActionForm(close, {
    resolver: zodResolver(creditNoteFormSchema),
    defaultValues: defaults,
    action: (values: z.output<typeof creditNoteFormSchema>) => createCreditNoteAction({ id: invoiceId, ...values }),
    successToast: (note) => `Credit note ${note.number} issued`,
    errorToast: "Could not issue the credit note",
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="credit-amount" label="Amount (₹)" required={false} hint={`Blank credits the whole balance, ${formatPaise(balance)}.`} error={errors.amount?.message}>
        <input type="text" inputMode="decimal" autoComplete="off" {...register("amount")} />
      </Field>
      <Field id="credit-reason" label="Reason" error={errors.reason?.message}>
        <input type="text" autoComplete="off" {...register("reason")} />
      </Field>
      <FormFooter error={refusal} submitting={isSubmitting} onCancel={close} submitLabel="Issue credit note" submittingLabel="Issuing..." />
    </form>
  );
}

export function CreditNoteDialogButton({ invoiceId, balance }: { invoiceId: string; balance: number }) {
  return (
    <DialogButton label="Issue a credit note" className="btn-outline px-4 py-2" title="Issue a credit note">
      {(close) => <CreditNoteForm invoiceId={invoiceId} balance={balance} close={close} />}
    </DialogButton>
  );
}
