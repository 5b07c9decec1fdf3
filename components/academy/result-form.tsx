"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import type { EnrollmentStatusName } from "@/lib/academy/contract/common";
import { recordResultAction } from "@/lib/certificates/actions";
import { SCORE_MESSAGE } from "@/lib/certificates/schemas";
import { runAction } from "@/lib/client/run-action";

// One row's result on the trainer's batch page (decisions.md sections 15 and 20): a score from 0 to 100
// and "Save result" (PUT training/enrollments/{id}/result), a draft the trainer may change until the
// batch is finished; finishing decides completed or failed. Once finished (or for a certificate issued
// before results were drafts) the score is final: the controls are disabled and say so.

const FAILED = "Could not save the result. Please try again.";

export const RESULT_STATUS_LABELS: Record<EnrollmentStatusName, string> = {
  enrolled: "Enrolled",
  waitlisted: "Waitlisted",
  completed: "Completed",
  failed: "Not passed",
  withdrawn: "Withdrawn",
};

type ResultFormProps = {
  enrollmentId: string;
  name: string;
  status: EnrollmentStatusName;
  score?: number;
  /** A certificate makes the result final. */
  certified: boolean;
  /** The batch is finished: every result is final. */
  finished?: boolean;
};

function outcomeText(status: EnrollmentStatusName, { finished, certified, saved }: { finished: boolean; certified: boolean; saved: boolean }): string {
  if (finished || certified) return `${RESULT_STATUS_LABELS[status]}${certified ? ": certificate issued" : ""}`;
  return saved ? "Draft" : "No score yet";
}

export function ResultForm({ enrollmentId, name, status, score, certified, finished = false }: ResultFormProps) {
  const id = useId();
  const router = useRouter();
  const [value, setValue] = useState(score === undefined ? "" : String(score));
  const [saved, setSaved] = useState(score !== undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    const number = Number(typed);
    // The service checks it again; this saves a round trip for the common slip.
    if (!/^\d{1,3}$/.test(typed) || number > 100) {
      setError(SCORE_MESSAGE);
      return;
    }
    setBusy(true);
    setError(null);
    await runAction(() => recordResultAction({ id: enrollmentId, score: number }), {
      successToast: "Draft score saved",
      errorToast: FAILED,
      refusalToast: () => null,
      onSuccess: () => {
        setSaved(true);
        // The "Finish batch" dialog lists who will pass from the page's data: read it again.
        router.refresh();
      },
      onFailure: (failure) => setError(failure.errors?.score ?? (failure.message || FAILED)),
    });
    setBusy(false);
  }

  const errorId = `${id}-error`;
  const locked = finished || certified;
  const reasonId = `${id}-final`;
  const describedBy = [error ? errorId : null, locked ? reasonId : null].filter(Boolean).join(" ") || undefined;
  return (
    <form onSubmit={save} noValidate aria-label={`Result for ${name}`} className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${id}-score`} className="text-sm font-semibold text-slate-800">
        Score<span className="sr-only"> for {name}</span>
      </label>
      <input
        id={`${id}-score`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        disabled={locked || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="field-control w-20"
      />
      <button
        type="submit"
        className="btn-outline px-3 py-1.5 text-sm"
        disabled={locked || busy}
        aria-label={`Save result for ${name}`}
        aria-describedby={locked ? reasonId : undefined}
      >
        {busy ? "Saving..." : "Save result"}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {outcomeText(status, { finished, certified, saved })}
      </span>
      {locked ? (
        <p id={reasonId} className="w-full text-xs text-slate-600">
          {finished ? "Final: the batch is finished." : "Final: a certificate was issued for this result."}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
