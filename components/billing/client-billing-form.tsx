"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { UseFormRegister } from "react-hook-form";
import { saveEmployerBillingAction } from "@/lib/billing/actions/settings";
import type { ClientBillingJson } from "@/lib/billing/contract/settings";
import { clientBillingSchema, type ClientBillingInput } from "@/lib/billing/schemas/settings";
import { useActionForm } from "@/lib/client/use-action-form";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { BillingFields, type BillingFieldValues } from "@/components/billing/billing-fields";
import { fieldRefusal } from "@/components/billing/form-refusal";

// A company's billing details (decisions.md section 21), given by its owners: what its invoices are
// addressed to and where they are mailed (PUT employer/billing's service).

type Values = { legalName: string; gstin: string; address: string; state: string; billingEmail: string };

function formValues(billing: ClientBillingJson | null): Values {
  if (!billing) return { legalName: "", gstin: "", address: "", state: "", billingEmail: "" };
  return { legalName: billing.legalName, gstin: billing.gstin ?? "", address: billing.address, state: billing.state, billingEmail: billing.billingEmail };
}

export function ClientBillingForm({ billing }: { billing: ClientBillingJson | null }) {
  const { register, reset, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: zodResolver(clientBillingSchema),
    defaultValues: formValues(billing) satisfies ClientBillingInput,
    action: saveEmployerBillingAction,
    successToast: "Billing details saved",
    errorToast: "Could not save the billing details",
    refusalToast: fieldRefusal,
    onSuccess: (saved) => reset(formValues(saved)),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label="Billing details">
      <div className="grid gap-5 sm:grid-cols-2">
        <BillingFields idPrefix="client-billing" register={register as unknown as UseFormRegister<BillingFieldValues>} errors={errors} gstinRequired={false} />
        <Field id="client-billing-email" label="Billing e-mail" hint="Invoices, receipts and reminders go here." error={errors.billingEmail?.message}>
          <input type="email" autoComplete="email" {...register("billingEmail")} />
        </Field>
      </div>
      <SubmitButton label="Save billing details" busyLabel="Saving..." busy={isSubmitting} />
    </form>
  );
}
