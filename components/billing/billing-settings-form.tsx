"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { UseFormRegister } from "react-hook-form";
import { saveBillingSettingsAction } from "@/lib/billing/actions/settings";
import type { BillingSettingsJson } from "@/lib/billing/contract/settings";
import { billingSettingsSchema, type BillingSettingsInput } from "@/lib/billing/schemas/settings";
import { useActionForm } from "@/lib/client/use-action-form";
import { Field } from "@/components/ui/field";
import { SubmitButton } from "@/components/ui/submit-button";
import { BillingFields, type BillingFieldValues } from "@/components/billing/billing-fields";
import { fieldRefusal } from "@/components/billing/form-refusal";

// Our company's billing settings (decisions.md section 21): the supplier on every invoice, the UPI id its
// QR code pays, the invoice prefix and the default payment terms (PUT finance/settings' service).

type Values = { legalName: string; gstin: string; state: string; address: string; upiId: string; invoicePrefix: string; paymentTermsDays: string };

function formValues(settings: BillingSettingsJson | null): Values {
  if (!settings) return { legalName: "", gstin: "", state: "", address: "", upiId: "", invoicePrefix: "", paymentTermsDays: "30" };
  return { ...settings, paymentTermsDays: String(settings.paymentTermsDays) };
}

export function BillingSettingsForm({ settings }: { settings: BillingSettingsJson | null }) {
  const defaults = formValues(settings);
  const { register, reset, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: zodResolver(billingSettingsSchema),
    defaultValues: { legalName: defaults.legalName, gstin: defaults.gstin, state: defaults.state, address: defaults.address, upiId: defaults.upiId, invoicePrefix: defaults.invoicePrefix, paymentTermsDays: defaults.paymentTermsDays } satisfies BillingSettingsInput,
    action: saveBillingSettingsAction,
    successToast: "Billing settings saved",
    errorToast: "Could not save the billing settings",
    refusalToast: fieldRefusal,
    onSuccess: (saved) => reset(formValues(saved)),
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5" aria-label="Billing settings">
      <div className="grid gap-5 sm:grid-cols-2">
        <BillingFields idPrefix="settings" register={register as unknown as UseFormRegister<BillingFieldValues>} errors={errors} gstinRequired />
        <Field id="settings-upi" label="UPI id" hint="Invoices' QR codes pay to it, e.g. talentbridge@okaxis." error={errors.upiId?.message}>
          <input type="text" autoComplete="off" spellCheck={false} {...register("upiId")} />
        </Field>
        <Field id="settings-prefix" label="Invoice prefix" hint="1 to 4 capital letters or digits (not CN): TB gives TB/26-27/00001." error={errors.invoicePrefix?.message}>
          <input type="text" autoComplete="off" spellCheck={false} className="uppercase" maxLength={4} {...register("invoicePrefix")} />
        </Field>
        <Field id="settings-terms" label="Payment terms (days)" hint="For clients without terms of their own, 0 to 120." error={errors.paymentTermsDays?.message}>
          <input type="text" inputMode="numeric" {...register("paymentTermsDays")} />
        </Field>
      </div>
      <SubmitButton label="Save settings" busyLabel="Saving..." busy={isSubmitting} />
    </form>
  );
}
