"use client";

import { type FormEvent, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { updateJoiningAction } from "@/lib/campus/actions/offers";
import { JOINING_SAVED_MESSAGE, JOINING_STATUSES, type JoiningStatusName } from "@/lib/campus/rules/offers";
import { runAction } from "@/lib/client/run-action";
import { formatDay, formatIndiaDay } from "@/lib/format/date";
import { DialogButton } from "@/components/ui/dialog-button";
import { DialogActions, FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-alert";
import { ChoiceField, ChoiceOption } from "@/components/ui/choice-field";

// The joining tracker of one accepted offer (decisions.md sections 18 and 20): Joined, Deferred (with the
// new date) or Revoked (with the reason, told to the student). The company side or the student's
// university records it. Nothing is chosen for the user; Joined waits for the joining date; the two
// final choices (Joined, Revoked) say in words what happens before anything is saved.

const FAILED = "Could not save the joining status. Please try again.";
const CHOICE_WORDS: Record<JoiningStatusName, string> = { joined: "Joined", deferred: "Deferred", revoked: "Revoked" };

type Props = { offerId: string; studentName: string; joiningDate: string };

export function JoiningControl({ offerId, studentName, joiningDate }: Props) {
  const router = useRouter();
  return (
    <DialogButton
      label={`Record joining of ${studentName}`}
      className="btn-outline px-3 py-1.5 text-sm"
      title={`Joining of ${studentName}`}
      description={`The joining date is ${formatDay(joiningDate)}. Joined and revoked are final.`}
    >
      {(close) => <JoiningForm offerId={offerId} studentName={studentName} joiningDate={joiningDate} onDone={close} onSaved={() => router.refresh()} />}
    </DialogButton>
  );
}

/** What a final choice does, said before it is saved. */
function finalWords(status: "joined" | "revoked", studentName: string): string {
  return status === "joined"
    ? `${studentName} will be recorded as joined. This is final: the joining can no longer be deferred or revoked. The other side (the company or the placement office) is told.`
    : `${studentName}'s offer will be revoked. This is final: the offer no longer counts under the institute's policy, so ${studentName} may register for other drives and accept another offer. ${studentName} is told and mailed, with your reason.`;
}

function JoiningForm({ offerId, studentName, joiningDate, onDone, onSaved }: Props & { onDone: () => void; onSaved: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<JoiningStatusName | null>(null);
  const [values, setValues] = useState({ joiningDate: "", reason: "" });
  const [confirming, setConfirming] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const early = formatIndiaDay(new Date()) < joiningDate;

  async function save(chosen: JoiningStatusName) {
    setBusy(true);
    const input = { id: offerId, status: chosen, ...(chosen === "deferred" ? { joiningDate: values.joiningDate } : {}), ...(chosen === "revoked" && values.reason ? { reason: values.reason } : {}) };
    await runAction(() => updateJoiningAction(input), {
      successToast: JOINING_SAVED_MESSAGE,
      errorToast: FAILED,
      refusalToast: () => null,
      onSuccess: () => {
        onSaved();
        onDone();
      },
      onFailure: (failure) => {
        setConfirming(false);
        if (failure.code === "VALIDATION" && failure.errors) setErrors(failure.errors);
        else setFormError(failure.message || FAILED);
      },
    });
    setBusy(false);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(undefined);
    if (!status) return setErrors({ status: "Choose what happened" });
    if (status === "deferred" && !values.joiningDate) return setErrors({ joiningDate: "A deferral needs the new joining date" });
    setErrors({});
    if (status === "deferred") void save(status);
    else setConfirming(true);
  }

  if (confirming && status && status !== "deferred") {
    return (
      <div className="space-y-5">
        <p className="text-sm text-slate-800" id={`${id}-final`}>
          {finalWords(status, studentName)}
        </p>
        <FormError message={formError} />
        <DialogActions busy={busy} onCancel={() => setConfirming(false)}>
          <button type="button" className="btn-primary px-4 py-2" disabled={busy} aria-describedby={`${id}-final`} onClick={() => void save(status)}>
            {busy ? "Saving..." : status === "joined" ? "Confirm: joined" : "Confirm: revoke the offer"}
          </button>
        </DialogActions>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Record joining">
      <ChoiceField legend="What happened" errorId={`${id}-status-error`} error={errors.status} optionsClassName="flex flex-wrap gap-2">
        {JOINING_STATUSES.map((value) => (
          <ChoiceOption key={value} name="status" value={value} checked={status === value} disabled={value === "joined" && early} onChange={() => setStatus(value)}>
            {CHOICE_WORDS[value]}
          </ChoiceOption>
        ))}
      </ChoiceField>
      {early ? <p className="text-sm text-slate-600">Joined can be recorded from {formatDay(joiningDate)}, the joining date.</p> : null}
      {status === "deferred" ? (
        <Field id={`${id}-date`} label="New joining date" error={errors.joiningDate}>
          <input name="joiningDate" type="date" min={formatIndiaDay(new Date())} value={values.joiningDate} onChange={(e) => setValues({ ...values, joiningDate: e.target.value })} />
        </Field>
      ) : null}
      {status === "revoked" ? (
        <Field id={`${id}-reason`} label="Reason" required={false} error={errors.reason} hint="The student sees it.">
          <textarea name="reason" rows={3} maxLength={1000} value={values.reason} onChange={(e) => setValues({ ...values, reason: e.target.value })} />
        </Field>
      ) : null}
      <FormFooter error={formError} submitting={busy} onCancel={onDone} submitLabel={status === "deferred" ? "Save the new date" : "Continue"} submittingLabel="Saving..." />
    </form>
  );
}
