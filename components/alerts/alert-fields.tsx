"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ALERT_NAME_MAX } from "@/lib/alerts/schemas";
import { Field } from "@/components/ui/field";
import { FrequencyField } from "@/components/alerts/frequency-field";

// What the create and edit alert dialogs share: the name and frequency fields (their foot is
// FormFooter in components/ui/dialog-buttons.tsx).

type AlertFieldsProps = {
  /** The dialog's form (its values hold at least these two fields). */
  register: (field: "name" | "frequency") => UseFormRegisterReturn;
  errors: { name?: { message?: string }; frequency?: { message?: string } };
  /** Creating: optional (a name is made from the search, shown as the placeholder). Editing: required. */
  nameRequired: boolean;
  namePlaceholder?: string;
};

/** Name and frequency, each with its label and error. */
export function AlertFields({ register, errors, nameRequired, namePlaceholder }: AlertFieldsProps) {
  const id = useId();
  return (
    <>
      <Field id={`${id}-name`} label="Name" required={nameRequired} error={errors.name?.message}>
        <input type="text" maxLength={ALERT_NAME_MAX} placeholder={namePlaceholder} {...register("name")} />
      </Field>
      <FrequencyField registration={register("frequency")} error={errors.frequency?.message} />
    </>
  );
}
