"use client";

import { useId } from "react";
import { inviteToApplyAction } from "@/lib/matching/actions";
import { INVITE_MESSAGE_MAX, INVITED_MESSAGE, inviteBodySchema } from "@/lib/matching/schemas/candidates";
import { textFormResolver } from "@/lib/client/form-resolver";
import { useActionForm } from "@/lib/client/use-action-form";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

// "Invite to apply" (decisions.md section 14): a real dialog with an optional message to the candidate,
// sent through the same service as POST jobs/{id}/invite.

const FAILED = "Could not send the invitation. Please try again later.";

/** The dialog's one field: the body's message rule (optional, multi-line, up to 1000 characters). */
const resolver = textFormResolver(inviteBodySchema.pick({ message: true }));

export type InviteTarget = { candidateId: string; name: string };

type InviteDialogProps = {
  jobId: string;
  /** The candidate being invited; null: the dialog is closed. */
  candidate: InviteTarget | null;
  onClose: () => void;
  /** The candidate is invited now (just now, or before: ALREADY_INVITED). */
  onInvited: (candidateId: string) => void;
};

export function InviteDialog({ jobId, candidate, onClose, onInvited }: InviteDialogProps) {
  return (
    <Dialog
      open={candidate !== null}
      onClose={onClose}
      title="Invite to apply"
      description={
        candidate ? (
          <>
            Invite <strong className="text-slate-900">{candidate.name}</strong> to apply for this job. They get a notification and an
            e-mail with a link to the job.
          </>
        ) : null
      }
    >
      {candidate ? <InviteForm jobId={jobId} candidate={candidate} onDone={onClose} onInvited={onInvited} /> : null}
    </Dialog>
  );
}

/** Mounted each time the dialog opens (Dialog renders its children only while open): a fresh form. */
function InviteForm({ jobId, candidate, onDone, onInvited }: { jobId: string; candidate: InviteTarget; onDone: () => void; onInvited: (id: string) => void }) {
  const formId = useId();
  const form = useActionForm({
    resolver,
    defaultValues: { message: "" },
    action: ({ message }) => inviteToApplyAction({ jobId, candidateId: candidate.candidateId, message }),
    successToast: INVITED_MESSAGE,
    errorToast: FAILED,
    // Already invited is no failure to fix: the row says Invited. Other refusals stay in the dialog.
    refusalToast: (failure) => (failure.code === "ALREADY_INVITED" ? failure.message : null),
    onSuccess: () => {
      onInvited(candidate.candidateId);
      onDone();
    },
    onFailure: (failure, { form: rhf }) => {
      if (failure.code === "ALREADY_INVITED") {
        onInvited(candidate.candidateId);
        onDone();
        return;
      }
      if (failure.code !== "VALIDATION" || !failure.errors?.message) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label={`Invite ${candidate.name} to apply`}>
      <Field
        id={`${formId}-message`}
        label="Message"
        required={false}
        error={errors.message?.message}
        hint={`Why this job suits them, or what to do next (up to ${INVITE_MESSAGE_MAX} characters).`}
      >
        <textarea rows={5} maxLength={INVITE_MESSAGE_MAX} {...register("message")} />
      </Field>
      <FormFooter error={errors.root?.message} submitting={isSubmitting} onCancel={onDone} submitLabel="Send invitation" submittingLabel="Sending..." />
    </form>
  );
}
