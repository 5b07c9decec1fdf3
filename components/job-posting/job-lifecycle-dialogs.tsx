"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { DialogButtons } from "@/components/ui/dialog-buttons";
import { formatPostedDate } from "@/lib/format/date";
import { addDays, isJobOpen, VALID_DAYS_DEFAULT } from "@/lib/job-search/rules/lifecycle-state";
import type { JobJson } from "@/lib/job-search/service/serialize";
import { JOB_DAYS_CHOICES } from "@/lib/job-posting/schemas/post-job";

export type CloseReasonChoice = "filled" | "cancelled";

const REASONS = [
  { value: "filled", label: "Position filled" },
  { value: "cancelled", label: "Hiring cancelled" },
] as const satisfies readonly { value: CloseReasonChoice; label: string }[];

const REASON_MISSING = "Please choose why the job is closing";

type DialogProps<V> = {
  /** The job the dialog is for; null: closed. */
  job: JobJson | null;
  /** Runs the change; the dialog closes when it resolves (the page toasts the outcome). */
  onSubmit: (job: JobJson, value: V) => Promise<void>;
  onCancel: () => void;
};

/** Close a job: it stops taking applications and leaves the job lists; the employer says why. */
export function CloseJobDialog({ job, onSubmit, onCancel }: DialogProps<CloseReasonChoice>) {
  return (
    <Dialog
      open={job !== null}
      onClose={onCancel}
      title="Close job"
      description={job ? `"${job.post}" stops accepting applications and leaves the job lists. You can renew it later.` : undefined}
    >
      {/* Content renders only while open: each opening starts without a choice. */}
      {job ? <CloseForm job={job} onSubmit={onSubmit} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function CloseForm({ job, onSubmit, onCancel }: DialogProps<CloseReasonChoice> & { job: JobJson }) {
  const [reason, setReason] = useState<CloseReasonChoice | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(REASON_MISSING);
    setBusy(true);
    await onSubmit(job, reason);
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <fieldset aria-describedby={error ? "close-reason-error" : undefined}>
        <legend className="mb-2 text-sm font-semibold text-slate-800">Why are you closing it?</legend>
        <div className="space-y-2">
          {REASONS.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="close-reason"
                value={choice.value}
                checked={reason === choice.value}
                onChange={() => {
                  setReason(choice.value);
                  setError("");
                }}
                className="size-4"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {error ? (
          <p id="close-reason-error" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
      <DialogButtons busy={busy} submit="Close job" onCancel={onCancel} />
    </form>
  );
}

/** Renew a job: open for the chosen days from now; a closed or expired one reopens (no new approval). */
export function RenewJobDialog({ job, onSubmit, onCancel }: DialogProps<number>) {
  const reopens = job !== null && !isJobOpen(job);
  return (
    <Dialog
      open={job !== null}
      onClose={onCancel}
      title="Renew job"
      description={
        job
          ? reopens
            ? `"${job.post}" opens again: it is listed and takes applications. No new approval is needed.`
            : `Choose how long "${job.post}" stays open, counted from today.`
          : undefined
      }
    >
      {job ? <RenewForm job={job} onSubmit={onSubmit} onCancel={onCancel} /> : null}
    </Dialog>
  );
}

function RenewForm({ job, onSubmit, onCancel }: DialogProps<number> & { job: JobJson }) {
  const [days, setDays] = useState(VALID_DAYS_DEFAULT);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    await onSubmit(job, days);
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field id="renew-days" label="Keep open for" hint={`Open until ${formatPostedDate(addDays(new Date(), days).toISOString())}`}>
        <select value={days} onChange={(event) => setDays(Number(event.target.value))}>
          {JOB_DAYS_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice} days
            </option>
          ))}
        </select>
      </Field>
      <DialogButtons busy={busy} submit="Renew job" onCancel={onCancel} />
    </form>
  );
}
