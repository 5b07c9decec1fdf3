"use client";

import { useId, useState, type FormEvent } from "react";
import type { EnrollmentStatusName } from "@/lib/academy/contract/common";
import { recordResultAction } from "@/lib/certificates/actions";
import { SCORE_MESSAGE } from "@/lib/certificates/schemas";
import { runAction } from "@/lib/client/run-action";

// One row's result on the trainer's batch page (decisions.md section 15): a score from 0 to 100 and
// "Save result" (PUT training/enrollments/{id}/result). 60 or more with 75% attendance completes the
// enrolment and issues the certificate; the row then says so and the score is final.

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
};

export function ResultForm({ enrollmentId, name, status: initialStatus, score, certified: initiallyCertified }: ResultFormProps) {
  const id = useId();
  const [value, setValue] = useState(score === undefined ? "" : String(score));
  const [status, setStatus] = useState(initialStatus);
  const [certified, setCertified] = useState(initiallyCertified);
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
      successToast: "Result saved",
      errorToast: FAILED,
      refusalToast: () => null,
      onSuccess: (enrolment) => {
        setStatus(enrolment.status);
        setCertified(Boolean(enrolment.certificate));
      },
      onFailure: (failure) => setError(failure.errors?.score ?? (failure.message || FAILED)),
    });
    setBusy(false);
  }

  const errorId = `${id}-error`;
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
        disabled={certified || busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="field-control w-20"
      />
      <button type="submit" className="btn-outline px-3 py-1.5 text-sm" disabled={certified || busy} aria-label={`Save result for ${name}`}>
        {busy ? "Saving..." : "Save result"}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {RESULT_STATUS_LABELS[status]}
        {certified ? ": certificate issued" : ""}
      </span>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
