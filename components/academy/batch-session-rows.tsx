"use client";

import type { FieldArrayWithId, FieldErrors, UseFormRegister } from "react-hook-form";
import type { BatchFormValues } from "@/lib/academy/batch-form-schema";
import { MAX_SESSIONS } from "@/lib/academy/batch-schemas";
import { Field } from "@/components/ui/field";

type Props = {
  fields: FieldArrayWithId<BatchFormValues, "sessions">[];
  register: UseFormRegister<BatchFormValues>;
  errors: FieldErrors<BatchFormValues>["sessions"];
  /** The list's own message (none, too many, one outside the batch's dates). */
  error?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/**
 * The sessions editor of the new batch form: one group per session (a day, two India clock times and
 * a topic), each with its own Remove button, and Add session below (at most MAX_SESSIONS).
 */
export function SessionRows({ fields, register, errors, error, onAdd, onRemove }: Props) {
  return (
    <fieldset aria-describedby={error ? "batch-sessions-error" : undefined} className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">Sessions</legend>
      <p className="text-sm text-slate-600">Times are India time. Every session must fall on the batch&apos;s dates.</p>
      {error ? (
        <p id="batch-sessions-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const rowErrors = errors?.[index];
          const id = (name: string) => `batch-session-${field.id}-${name}`;
          return (
            <li key={field.id}>
              <fieldset className="rounded-lg border border-slate-200 p-4">
                <legend className="px-1 text-sm font-semibold text-slate-800">Session {index + 1}</legend>
                <div className="grid gap-4 sm:grid-cols-[10rem_8rem_8rem_1fr]">
                  <Field id={id("date")} label="Date" error={rowErrors?.date?.message}>
                    <input type="date" {...register(`sessions.${index}.date`)} />
                  </Field>
                  <Field id={id("start")} label="Start time" error={rowErrors?.startTime?.message}>
                    <input type="time" {...register(`sessions.${index}.startTime`)} />
                  </Field>
                  <Field id={id("end")} label="End time" error={rowErrors?.endTime?.message}>
                    <input type="time" {...register(`sessions.${index}.endTime`)} />
                  </Field>
                  <Field id={id("topic")} label="Topic" error={rowErrors?.topic?.message}>
                    <input type="text" maxLength={200} {...register(`sessions.${index}.topic`)} />
                  </Field>
                </div>
                {fields.length > 1 ? (
                  <button type="button" className="btn-outline mt-3 px-3 py-1.5 text-sm" onClick={() => onRemove(index)}>
                    Remove session {index + 1}
                  </button>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className="btn-outline" onClick={onAdd} disabled={fields.length >= MAX_SESSIONS}>
        Add session
      </button>
    </fieldset>
  );
}
