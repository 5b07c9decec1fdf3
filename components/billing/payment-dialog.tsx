"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { recordPaymentAction } from "@/lib/billing/actions/payments";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "@/lib/billing/rules/payments";
import { paymentFormSchema, type PaymentFormInput } from "@/lib/billing/schemas/payments";
import type { z } from "zod";
import { useDialogActionForm } from "@/components/billing/use-dialog-action-form";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

// "Record a payment" on an issued or partly paid invoice (POST finance/invoices/{id}/payments' service).
// Rupees are typed and sent as whole paise; the server's 409s (OVERPAID, DUPLICATE_PAYMENT, NOT_ISSUED)
// are said in the dialog, which stays open to correct them.

const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }));

function PaymentForm({ invoiceId, today, close }: { invoiceId: string; today: string; close: () => void }) {
  const defaults: PaymentFormInput = { amount: "", tds: "", date: today, method: "neft", reference: "" };
  const { register, errors, isSubmitting, onSubmit, refusal } = useDialogActionForm(close, {
    resolver: zodResolver(paymentFormSchema),
    defaultValues: defaults,
    action: (values: z.output<typeof paymentFormSchema>) => recordPaymentAction({ id: invoiceId, ...values, tds: values.tds ?? 0 }),
    successToast: "Payment recorded",
    errorToast: "Could not record the payment",
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="payment-amount" label="Amount received (₹)" hint="e.g. 1,18,000 or 1234.50" error={errors.amount?.message}>
          <input type="text" inputMode="decimal" autoComplete="off" {...register("amount")} />
        </Field>
        <Field id="payment-tds" label="TDS deducted (₹)" required={false} error={errors.tds?.message}>
          <input type="text" inputMode="decimal" autoComplete="off" {...register("tds")} />
        </Field>
        <Field id="payment-date" label="Date received" error={errors.date?.message}>
          <input type="date" max={today} {...register("date")} />
        </Field>
        <Field id="payment-method" label="Method" error={errors.method?.message}>
          <Select options={METHOD_OPTIONS} {...register("method")} />
        </Field>
      </div>
      <Field id="payment-reference" label="Reference" hint="UTR, UPI or cheque number, or the receipt's number." error={errors.reference?.message}>
        <input type="text" autoComplete="off" {...register("reference")} />
      </Field>
      <FormFooter error={refusal} submitting={isSubmitting} onCancel={close} submitLabel="Record payment" submittingLabel="Recording..." />
    </form>
  );
}

export function PaymentDialogButton({ invoiceId, today }: { invoiceId: string; today: string }) {
  return (
    <DialogButton label="Record a payment" className="btn-primary px-4 py-2" title="Record a payment">
      {(close) => <PaymentForm invoiceId={invoiceId} today={today} close={close} />}
    </DialogButton>
  );
}
