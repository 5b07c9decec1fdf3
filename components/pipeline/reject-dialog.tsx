"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { DialogButtons } from "@/components/ui/dialog-buttons";
import { EMPTY_MESSAGE, MessageFields, type MessageValues } from "@/components/pipeline/message-fields";
import { REJECT_REASON_LABELS, REJECT_REASONS, type RejectReason } from "@/lib/pipeline/rules";
import { REASON_REQUIRED_MESSAGE } from "@/lib/pipeline/schemas";

export type RejectValues = { reason: RejectReason; message?: string; note?: string };
/** What the page answers a submit with: field errors to show (the dialog stays open), or nothing. */
export type SubmitErrors = Record<string, string> | null | void;

const blankToUndefined = (value: string) => (value.trim() ? value : undefined);

type Props = {
  withNote?: boolean;
  onSubmit: (values: RejectValues) => Promise<SubmitErrors>;
  onClose: () => void;
};

/**
 * Rejecting one applicant (or the selected ones): a reason is required, the message to the
 * candidate and the private note are optional.
 */
export function RejectDialog({ open, title, ...props }: Props & { open: boolean; title: string }) {
  return (
    <Dialog open={open} onClose={props.onClose} title={title} description="The candidate is told the application was not selected. This cannot be undone.">
      {/* The dialog renders its content only while open: each opening starts with an empty form. */}
      <RejectForm {...props} />
    </Dialog>
  );
}

function RejectForm({ withNote = true, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState("");
  const [words, setWords] = useState<MessageValues>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!REJECT_REASONS.includes(reason as RejectReason)) {
      setErrors({ reason: REASON_REQUIRED_MESSAGE });
      return;
    }
    setBusy(true);
    const failed = await onSubmit({
      reason: reason as RejectReason,
      message: blankToUndefined(words.message),
      note: withNote ? blankToUndefined(words.note) : undefined,
    });
    setBusy(false);
    if (failed) setErrors(failed);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id="reject-reason" label="Reason" error={errors.reason}>
        <select
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors((was) => ({ ...was, reason: "" }));
          }}
        >
          <option value="">Choose a reason</option>
          {REJECT_REASONS.map((value) => (
            <option key={value} value={value}>
              {REJECT_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </Field>
      <MessageFields idPrefix="reject" values={words} errors={errors} onChange={setWords} withNote={withNote} />
      <DialogButtons busy={busy} submit="Reject" onCancel={onClose} />
    </form>
  );
}
