"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogButtons } from "@/components/ui/dialog-buttons";
import { EMPTY_MESSAGE, MessageFields, type MessageValues } from "@/components/pipeline/message-fields";
import type { SubmitErrors } from "@/components/pipeline/reject-dialog";

export type HireValues = { message?: string; note?: string };

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const failed = await onSubmit({ message: blankToUndefined(words.message), note: blankToUndefined(words.note) });
    setBusy(false);
    if (failed) setErrors(failed);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <MessageFields idPrefix="hire" values={words} errors={errors} onChange={setWords} />
      <DialogButtons busy={busy} submit="Mark as hired" onCancel={onClose} />
    </form>
  );
}
