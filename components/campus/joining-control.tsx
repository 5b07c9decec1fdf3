"use client";

import { type FormEvent, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { updateJoiningAction } from "@/lib/campus/actions/offers";
import { JOINING_SAVED_MESSAGE, JOINING_STATUSES, type JoiningStatusName } from "@/lib/campus/rules/offers";
import { JOINING_LABELS } from "@/lib/campus/rules/common";
import { runAction } from "@/lib/client/run-action";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { ChoiceField, ChoiceOption } from "@/components/ui/choice-field";

// The joining tracker of one accepted offer (decisions.md section 18): Joined, Deferred (with the new
// date) or Revoked (with the reason, told to the student). The company side or the student's
// university records it.

const FAILED = "Could not save the joining status. Please try again.";
const CHOICE_WORDS: Record<JoiningStatusName, string> = { joined: "Joined", deferred: "Deferred", revoked: "Revoked" };

export function JoiningControl({ offerId, studentName }: { offerId: string; studentName: string }) {
  const router = useRouter();
  return (
    <DialogButton
      label={`Record joining of ${studentName}`}
      className="btn-outline px-3 py-1.5 text-sm"
      title={`Joining of ${studentName}`}
      description="Joined and revoked are final. A revoked offer no longer counts under the institute's policy; the student and the placement officer are told."
    >
      {(close) => <JoiningForm offerId={offerId} onDone={close} onSaved={() => router.refresh()} />}
    </DialogButton>
  );
}

function JoiningForm({ offerId, onDone, onSaved }: { offerId: string; onDone: () => void; onSaved: () => void }) {
  const id = useId();
  const [status, setStatus] = useState<JoiningStatusName>("joined");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const joiningDate = String(data.get("joiningDate") ?? "").trim();
    const reason = String(data.get("reason") ?? "").trim();
    setFormError(undefined);
    if (status === "deferred" && !joiningDate) {
      setErrors({ joiningDate: "A deferral needs the new joining date" });
      return;
    }
    setErrors({});
    setBusy(true);
    await runAction(
      () =>
        updateJoiningAction({
          id: offerId,
          status,
          ...(status === "deferred" ? { joiningDate } : {}),
          ...(status === "revoked" && reason ? { reason } : {}),
        }),
      {
        successToast: JOINING_SAVED_MESSAGE,
        errorToast: FAILED,
        refusalToast: () => null,
        onSuccess: () => {
          onSaved();
          onDone();
        },
        onFailure: (failure) => {
          if (failure.code === "VALIDATION" && failure.errors) setErrors(failure.errors);
          else setFormError(failure.message || FAILED);
        },
      },
    );
    setBusy(false);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Record joining">
      <ChoiceField legend="Joining status" errorId={`${id}-status-error`} error={errors.status} optionsClassName="flex flex-wrap gap-2">
        {JOINING_STATUSES.map((value) => (
          <ChoiceOption key={value} name="status" value={value} checked={status === value} onChange={() => setStatus(value)}>
            {CHOICE_WORDS[value]}
          </ChoiceOption>
        ))}
      </ChoiceField>
      {status === "deferred" ? (
        <Field id={`${id}-date`} label="New joining date" error={errors.joiningDate}>
          <input name="joiningDate" type="date" />
        </Field>
      ) : null}
      {status === "revoked" ? (
        <Field id={`${id}-reason`} label="Reason" required={false} error={errors.reason} hint="The student sees it.">
          <textarea name="reason" rows={3} maxLength={1000} />
        </Field>
      ) : null}
      <FormFooter error={formError} submitting={busy} onCancel={onDone} submitLabel={`Save: ${JOINING_LABELS[status]}`} submittingLabel="Saving..." />
    </form>
  );
}
