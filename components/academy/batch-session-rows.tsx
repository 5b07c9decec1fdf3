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
  /** What the last "Repeat weekly" did (added N sessions, or why none). */
  notice?: string;
  /** People on the register of an edited batch's session (by session id): such a session stays where it is. */
  attended?: Record<string, number>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** "Repeat weekly until the end date" of row `index`. */
  onRepeat: (index: number) => void;
};

/**
 * The sessions editor of the batch form: one group per session (a day, two India clock times and a
 * topic), each with Repeat weekly and its own Remove button, and Add session below (at most
 * MAX_SESSIONS). A session with attendance keeps its day and times and cannot be removed.
 */
export function SessionRows({ fields, register, errors, error, note, notice, attended = {}, onAdd, onRemove, onRepeat }: Props) {
  const present = (index: number) => attended[fields[index]?.sessionId ?? ""] ?? 0;
  return (
    <div className="space-y-2">
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
        removable={(index) => present(index) === 0}
        renderRow={(index, key) => {
          const rowErrors = errors?.[index];
          const id = (name: string) => `batch-session-${key}-${name}`;
          const count = present(index);
          // The server refuses to move a session with attendance: its day and times are read-only here.
          const kept = count > 0;
          const keptHint = kept ? `${count} present: this session stays` : undefined;
          return (
            <>
              <Field id={id("date")} label="Date" hint={keptHint} error={rowErrors?.date?.message}>
                <input type="date" readOnly={kept} {...register(`sessions.${index}.date`)} />
              </Field>
              <Field id={id("start")} label="Start time" error={rowErrors?.startTime?.message}>
                <input type="time" readOnly={kept} {...register(`sessions.${index}.startTime`)} />
              </Field>
              <Field id={id("end")} label="End time" error={rowErrors?.endTime?.message}>
                <input type="time" readOnly={kept} {...register(`sessions.${index}.endTime`)} />
              </Field>
              <Field id={id("topic")} label="Topic" error={rowErrors?.topic?.message}>
                <input type="text" maxLength={200} {...register(`sessions.${index}.topic`)} />
              </Field>
              <div className="sm:col-span-4">
                <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => onRepeat(index)}>
                  Repeat weekly<span className="sr-only"> session {index + 1}</span> until the end date
                </button>
              </div>
            </>
          );
        }}
      />
      <p role="status" className="text-sm text-slate-700">
        {notice}
      </p>
    </div>
  );
}
