"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { ChoiceField } from "@/components/ui/choice-field";
import { DialogButtons } from "@/components/ui/dialog-buttons";
import { EMPTY_MESSAGE, MessageFields, type MessageValues } from "@/components/pipeline/message-fields";
import type { SubmitErrors } from "@/components/pipeline/reject-dialog";
import { Select } from "@/components/ui/select";
import { durationLabel, INTERVIEW_DURATION_CHOICES, INTERVIEW_DURATION_DEFAULT, INTERVIEW_MODE_LABELS, INTERVIEW_MODES, type InterviewMode } from "@/lib/pipeline/rules";
import { interviewSchema, type InterviewInput } from "@/lib/pipeline/schemas";

export type InterviewValues = { interview: InterviewInput; message?: string; note?: string };

type Props = { onSubmit: (values: InterviewValues) => Promise<SubmitErrors>; onClose: () => void };

const IST_PARTS = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Now in India time as a datetime-local value: the picker's lower bound (the server reads the field as IST). */
function istNow(): string {
  const part = Object.fromEntries(IST_PARTS.formatToParts(new Date()).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

const blankToUndefined = (value: string) => (value.trim() ? value : undefined);

const DURATION_OPTIONS = INTERVIEW_DURATION_CHOICES.map((minutes) => ({ value: String(minutes), label: durationLabel(minutes) }));

/** Scheduling an interview: a future date and time (IST), how long it lasts, the mode, an optional location and words. */
export function InterviewDialog({ open, name, ...props }: Props & { open: boolean; name: string }) {
  return (
    <Dialog open={open} onClose={props.onClose} title={`Schedule an interview with ${name}`}>
      {/* Rendered only while open: each opening starts with an empty form. */}
      <InterviewForm {...props} />
    </Dialog>
  );
}

function InterviewForm({ onSubmit, onClose }: Props) {
  const [at, setAt] = useState("");
  const [duration, setDuration] = useState(String(INTERVIEW_DURATION_DEFAULT));
  const [mode, setMode] = useState<InterviewMode | "">("");
  const [location, setLocation] = useState("");
  const [words, setWords] = useState<MessageValues>(EMPTY_MESSAGE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The API's own schema: the same messages, and the same "in the future" check, before the call.
    const parsed = interviewSchema.safeParse({ at, mode: mode || undefined, location, durationMinutes: duration });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    const failed = await onSubmit({ interview: parsed.data, message: blankToUndefined(words.message), note: blankToUndefined(words.note) });
    setBusy(false);
    // The server names the whole interview when it refuses it (e.g. the time passed meanwhile).
    if (failed) setErrors(failed.interview ? { ...failed, at: failed.interview } : failed);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id="interview-at" label="Date and time (IST)" error={errors.at}>
        <input type="datetime-local" min={istNow()} value={at} onChange={(event) => setAt(event.target.value)} />
      </Field>
      <Field id="interview-duration" label="Duration" error={errors.durationMinutes} hint="The calendar invitation blocks this long.">
        <Select options={DURATION_OPTIONS} value={duration} onChange={(event) => setDuration(event.target.value)} />
      </Field>
      <ChoiceField legend="Mode" errorId="interview-mode-error" error={errors.mode} optionsClassName="flex flex-wrap gap-4">
        {INTERVIEW_MODES.map((value) => (
          <label key={value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="interview-mode" value={value} checked={mode === value} onChange={() => setMode(value)} />
            {INTERVIEW_MODE_LABELS[value]}
          </label>
        ))}
      </ChoiceField>
      <Field id="interview-location" label="Location" required={false} error={errors.location} hint="An address, a video link or a phone number.">
        <input type="text" maxLength={300} value={location} onChange={(event) => setLocation(event.target.value)} />
      </Field>
      <MessageFields idPrefix="interview" values={words} errors={errors} onChange={setWords} />
      <DialogButtons busy={busy} submit="Schedule interview" onCancel={onClose} />
    </form>
  );
}
