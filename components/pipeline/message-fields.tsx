"use client";

import { Field } from "@/components/ui/field";

export type MessageValues = { message: string; note: string };
export const EMPTY_MESSAGE: MessageValues = { message: "", note: "" };

/**
 * The optional words that go with a move: a message the candidate reads (and is mailed), and a
 * private note only the employer's side ever sees. A bulk move carries no note (the API takes none).
 */
export function MessageFields({
  idPrefix,
  values,
  errors,
  onChange,
  withNote = true,
}: {
  idPrefix: string;
  values: MessageValues;
  errors: Record<string, string>;
  onChange: (values: MessageValues) => void;
  withNote?: boolean;
}) {
  return (
    <>
      <Field id={`${idPrefix}-message`} label="Message to the candidate" required={false} error={errors.message} hint="Shown to the candidate and sent by e-mail.">
        <textarea rows={3} maxLength={2000} value={values.message} onChange={(e) => onChange({ ...values, message: e.target.value })} />
      </Field>
      {withNote ? (
        <Field id={`${idPrefix}-note`} label="Private note" required={false} error={errors.note} hint="Only your team sees this.">
          <textarea rows={2} maxLength={2000} value={values.note} onChange={(e) => onChange({ ...values, note: e.target.value })} />
        </Field>
      ) : null}
    </>
  );
}

/** Cancel and the submit button of a move dialog. */
