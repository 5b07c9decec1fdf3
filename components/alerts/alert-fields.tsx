"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ALERT_NAME_MAX } from "@/lib/alerts/schemas";
import { Field } from "@/components/ui/field";
import { FrequencyField } from "@/components/alerts/frequency-field";

// What the create and edit alert dialogs share: the name and frequency fields, and the form's foot
// (the error of the whole form, Cancel and the submit button).

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

type AlertFormFooterProps = {
  error?: string;
  submitting: boolean;
  onCancel: () => void;
  submitLabel: string;
  submittingLabel: string;
};

/** The form's own error (said next to the buttons, as an alert), Cancel and submit. */
export function AlertFormFooter({ error, submitting, onCancel, submitLabel, submittingLabel }: AlertFormFooterProps) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-outline px-4 py-2" onClick={onCancel} disabled={submitting}>
          Cancel
        </button>
        <button type="submit" className="btn-primary px-4 py-2" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </button>
      </div>
    </>
  );
}
