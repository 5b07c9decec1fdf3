import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { GST_STATE_NAMES } from "@/lib/billing/rules/states";
import { Field } from "@/components/ui/field";
import { Select } from "@/components/ui/select";

// The fields a bill-to and our own settings share: legal name, GSTIN, state (with its GST code: a
// GSTIN's first two digits) and address. The server's GSTIN errors (the check digit, 400 GSTIN_STATE)
// come back under the GSTIN field.

export type BillingFieldValues = { legalName: string; gstin?: unknown; state: string; address: string };

export function BillingFields({
  idPrefix,
  register,
  errors,
  gstinRequired,
}: {
  idPrefix: string;
  register: UseFormRegister<BillingFieldValues>;
  errors: FieldErrors<BillingFieldValues>;
  gstinRequired: boolean;
}) {
  return (
    <>
      <Field id={`${idPrefix}-legal-name`} label="Legal name" error={errors.legalName?.message}>
        <input type="text" autoComplete="organization" {...register("legalName")} />
      </Field>
      <Field
        id={`${idPrefix}-gstin`}
        label="GSTIN"
        required={gstinRequired}
        hint="15 characters, e.g. 27AAPFU0939F1ZV; its first two digits are the state's GST code."
        error={errors.gstin?.message as string | undefined}
      >
        <input type="text" autoComplete="off" spellCheck={false} className="uppercase" {...register("gstin")} />
      </Field>
      <Field id={`${idPrefix}-state`} label="State" error={errors.state?.message}>
        <Select options={GST_STATE_NAMES} placeholder="Choose a state" {...register("state")} />
      </Field>
      <Field id={`${idPrefix}-address`} label="Address" error={errors.address?.message}>
        <textarea rows={3} {...register("address")} />
      </Field>
    </>
  );
}
