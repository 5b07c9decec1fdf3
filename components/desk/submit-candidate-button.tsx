"use client";

import { useId, useState } from "react";
import { textFormResolver } from "@/lib/client/form-resolver";
import { useActionForm } from "@/lib/client/use-action-form";
import { createSubmittalSchema, PITCH_MAX } from "@/lib/desk/schemas/common";
import { createSubmittalAction } from "@/lib/desk/actions/submittals";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

// "Submit to this job" (decisions.md section 17): the recruiter's pitch in a real dialog, sent through
// the same service as POST desk/submittals. The candidate is asked first; a refusal (already put forward,
// already applied, the job closed) is said in the dialog.

const FAILED = "Could not put the candidate forward. Please try again later.";

const resolver = textFormResolver(createSubmittalSchema.pick({ pitch: true }));

type Props = { jobId: string; jobTitle: string; candidateId: string; candidateName: string };

export function SubmitCandidateButton({ jobId, jobTitle, candidateId, candidateName }: Props) {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <p role="status" className="text-sm font-semibold text-emerald-800">
        Sent to {candidateName} for consent
      </p>
    );
  }
  return (
    <DialogButton
      label="Submit to this job"
      className="btn-primary px-4 py-2"
      title={`Submit ${candidateName}`}
      description={
        <>
          Put <strong className="text-slate-900">{candidateName}</strong> forward for <strong className="text-slate-900">{jobTitle}</strong>. They
          are asked first; the company sees your pitch and their profile (no contact details) only once they accept.
        </>
      }
    >
      {(close) => (
        <PitchForm
          jobId={jobId}
          candidateId={candidateId}
          candidateName={candidateName}
          onCancel={close}
          onSent={() => {
            close();
            setSent(true);
          }}
        />
      )}
    </DialogButton>
  );
}

/** Mounted each time the dialog opens: a fresh form. */
function PitchForm({ jobId, candidateId, candidateName, onCancel, onSent }: Omit<Props, "jobTitle"> & { onCancel: () => void; onSent: () => void }) {
  const id = useId();
  const form = useActionForm({
    resolver,
    defaultValues: { pitch: "" },
    action: ({ pitch }) => createSubmittalAction({ jobId, candidateId, pitch }),
    successToast: `Sent to ${candidateName} for consent`,
    errorToast: FAILED,
    // Refusals are said in the dialog, next to its buttons.
    refusalToast: () => null,
    onSuccess: onSent,
    onFailure: (failure, { form: rhf }) => {
      if (failure.code !== "VALIDATION" || !failure.errors?.pitch) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit, watch } = form;
  const length = watch("pitch").length;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={`Submit ${candidateName} to this job`}>
      <Field id={`${id}-pitch`} label="Pitch" error={errors.pitch?.message} hint="Why this candidate fits the job: the company reads it first.">
        <textarea rows={7} maxLength={PITCH_MAX} {...register("pitch")} />
      </Field>
      <p className="-mt-3 text-right text-xs text-slate-600">
        {length} / {PITCH_MAX} characters
      </p>
      <FormFooter error={errors.root?.message} submitting={isSubmitting} onCancel={onCancel} submitLabel="Send for consent" submittingLabel="Sending..." />
    </form>
  );
}
