"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { correctAttendanceAction } from "@/lib/academy/actions/attendance";
import { REGISTER_SAVED_MESSAGE } from "@/lib/academy/schemas/attendance";
import { runAction } from "@/lib/client/run-action";

// A session's register on the trainer's batch page (decisions.md section 15): a checkbox per candidate
// of the batch, ticked for those present (checked in or marked); Save makes the register exactly the
// ticked ones (PUT training/sessions/{id}/attendance).

const FAILED = "Could not save the register. Please try again.";

export type RegisterCandidate = { id: string; name: string };

type SessionRegisterProps = {
  sessionId: string;
  topic: string;
  candidates: RegisterCandidate[];
  /** Enrolment ids on the register now. */
  present: string[];
  /** Before the session starts there is nothing to correct. */
  disabled?: boolean;
  /** Once the batch is finished its registers are final. */
  finished?: boolean;
};

export function SessionRegister({ sessionId, topic, candidates, present, disabled: notStarted = false, finished = false }: SessionRegisterProps) {
  const id = useId();
  const router = useRouter();
  const disabled = notStarted || finished;
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(present));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function toggle(enrollmentId: string, on: boolean) {
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(enrollmentId);
      else next.delete(enrollmentId);
      return next;
    });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    // In the class's order, so the request reads like the list.
    const ids = candidates.filter((c) => ticked.has(c.id)).map((c) => c.id);
    await runAction(() => correctAttendanceAction({ sessionId, present: ids }), {
      successToast: REGISTER_SAVED_MESSAGE,
      errorToast: FAILED,
      refusalToast: () => null,
      onSuccess: (register) => {
        setTicked(new Set(register.present.map((p) => p.enrollmentId)));
        // The class's attendance figures (and the finish dialog) read the registers: read them again.
        router.refresh();
      },
      onFailure: (failure) => setError(failure.message || FAILED),
    });
    setBusy(false);
  }

  if (candidates.length === 0) return <p className="text-sm text-slate-600">No candidates are enrolled yet.</p>;

  return (
    <form onSubmit={save} aria-label={`Register for ${topic}`} className="space-y-3">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Present</legend>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {candidates.map((candidate) => (
            <li key={candidate.id}>
              <label htmlFor={`${id}-${candidate.id}`} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  id={`${id}-${candidate.id}`}
                  type="checkbox"
                  className="size-4"
                  checked={ticked.has(candidate.id)}
                  disabled={disabled || busy}
                  onChange={(event) => toggle(candidate.id, event.target.checked)}
                />
                {candidate.name}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary px-4 py-2 text-sm" disabled={disabled || busy} aria-label={`Save register for ${topic}`}>
        {busy ? "Saving..." : "Save"}
      </button>
      {disabled ? (
        <p className="text-xs text-slate-600">
          {finished ? "The batch is finished: its registers are final." : "The register can be corrected once the session has started."}
        </p>
      ) : null}
    </form>
  );
}
