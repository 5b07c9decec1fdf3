"use client";

import type { FieldArrayWithId, FieldErrors, UseFormRegister } from "react-hook-form";
import type { BatchFormValues } from "@/lib/academy/schemas/batch-form";
import { MAX_SESSIONS } from "@/lib/academy/schemas/batches";
import { Field } from "@/components/ui/field";
import { RepeatedRows } from "@/components/ui/repeated-rows";

type Props = {
  fields: FieldArrayWithId<BatchFormValues, "sessions">[];
  register: UseFormRegister<BatchFormValues>;
  errors: FieldErrors<BatchFormValues>["sessions"];
  /** The list's own message (none, too many, one outside the batch's dates, too few hours). */
  error?: string;
  /** The chosen programme's minimum, e.g. "Robotics batches need at least 24 hours of sessions." */
  note?: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/**
 * The sessions editor of the new batch form: one group per session (a day, two India clock times and
 * a topic), each with its own Remove button, and Add session below (at most MAX_SESSIONS).
 */
export function SessionRows({ fields, register, errors, error, note, onAdd, onRemove }: Props) {
  return (
    <RepeatedRows
      legend="Sessions"
      intro={`Times are India time. Every session must fall on the batch's dates.${note ? ` ${note}` : ""}`}
      item="Session"
      keys={fields.map((field) => field.id)}
      max={MAX_SESSIONS}
      error={error}
      errorId="batch-sessions-error"
      gridClassName="sm:grid-cols-[10rem_8rem_8rem_1fr]"
      onAdd={onAdd}
      onRemove={onRemove}
      renderRow={(index, key) => {
        const rowErrors = errors?.[index];
        const id = (name: string) => `batch-session-${key}-${name}`;
        return (
          <>
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
          </>
        );
      }}
    />
  );
}
