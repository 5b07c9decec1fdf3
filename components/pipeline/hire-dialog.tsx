"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogButtons } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { EMPTY_MESSAGE, MessageFields, type MessageValues } from "@/components/pipeline/message-fields";
import type { SubmitErrors } from "@/components/pipeline/reject-dialog";

export type HireValues = { message?: string; note?: string; startDate?: string };

type Props = { onSubmit: (values: HireValues) => Promise<SubmitErrors>; onClose: () => void };

const blankToUndefined = (value: string) => (value.trim() ? value : undefined);

/** Hired is final (nothing moves it again), so it is confirmed, with optional words to the candidate. */
export function HireDialog({ open, name, ...props }: Props & { open: boolean; name: string }) {
  return (
    <Dialog open={open} onClose={props.onClose} title={`Mark ${name} as hired`} description="This is final: a hired application cannot be moved again.">
      <HireForm {...props} />
    </Dialog>
  );
}

function HireForm({ onSubmit, onClose }: Props) {
  const [words, setWords] = useState<MessageValues>(EMPTY_MESSAGE);
  const [startDate, setStartDate] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failed = await onSubmit({ message: blankToUndefined(words.message), note: blankToUndefined(words.note), startDate: blankToUndefined(startDate) });
    setBusy(false);
    if (failed) setErrors(failed);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {/* A candidate put forward by TalentBridge becomes a placement from this day (decisions.md section 17). */}
      <Field id="hire-start-date" label="Start date" required={false} error={errors.startDate} hint="The first day at work. Blank: today.">
        <input type="date" value={startDate} onChange={(e) => setStartDate(e.target.value)} />
      </Field>
      <MessageFields idPrefix="hire" values={words} errors={errors} onChange={setWords} />
      <DialogButtons busy={busy} submit="Mark as hired" onCancel={onClose} />
    </form>
  );
}
