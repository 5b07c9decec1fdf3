"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { saveClientTermsAction } from "@/lib/billing/actions/settings";
import type { ClientTermsJson } from "@/lib/billing/contract/settings";
import { clientTermsSchema, type ClientTermsData } from "@/lib/billing/schemas/settings";
import { useActionForm } from "@/lib/client/use-action-form";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { fieldRefusal } from "@/components/billing/form-refusal";

// The terms Finance agreed with a client (PUT finance/clients/{employerId}/terms' service), in a dialog
// from the clients' table: the placement fee (percent of the annual CTC, two decimals) and payment days.

type TermsFormProps = { employerId: string; terms: ClientTermsJson | null; close: () => void };

function TermsForm({ employerId, terms, close }: TermsFormProps) {
  const router = useRouter();
  const { register, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: zodResolver(clientTermsSchema),
    defaultValues: { placementFeePercent: terms ? String(terms.placementFeePercent) : "", paymentTermsDays: terms ? String(terms.paymentTermsDays) : "" },
    action: (values: ClientTermsData) => saveClientTermsAction({ employerId, ...values }),
    successToast: "Terms saved",
    errorToast: "Could not save the terms",
    refusalToast: fieldRefusal,
    onSuccess() {
      close();
      router.refresh();
    },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="terms-fee" label="Placement fee (%)" hint="Of the annual CTC, 0 to 50 with at most two decimals, e.g. 8.33." error={errors.placementFeePercent?.message}>
        <input type="text" inputMode="decimal" {...register("placementFeePercent")} />
      </Field>
      <Field id="terms-days" label="Payment terms (days)" hint="0 to 120 days after the issue date." error={errors.paymentTermsDays?.message}>
        <input type="text" inputMode="numeric" {...register("paymentTermsDays")} />
      </Field>
      <FormFooter submitting={isSubmitting} onCancel={close} submitLabel="Save terms" submittingLabel="Saving..." />
    </form>
  );
}

export function ClientTermsButton({ employerId, name, terms }: { employerId: string; name: string; terms: ClientTermsJson | null }) {
  return (
    <DialogButton label={terms ? `Change terms for ${name}` : `Set terms for ${name}`} className="btn-outline px-3 py-1.5 text-sm" title={`Terms for ${name}`}>
      {(close) => <TermsForm employerId={employerId} terms={terms} close={close} />}
    </DialogButton>
  );
}
