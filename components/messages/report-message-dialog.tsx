"use client";

import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { MessageJson } from "@/lib/messages/contract";
import { reportMessageAction } from "@/lib/messages/actions";
import { MESSAGE_REPORTED } from "@/lib/messages/rules";
import { reportMessageSchema, type ReportMessageInput } from "@/lib/messages/schemas";
import { useActionForm } from "@/lib/client/use-action-form";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

const FAILED = "Could not send the report. Please try again.";
const DETAILS_MAX = 1000;

type FormValues = { details: string };
const resolver = zodResolver(reportMessageSchema) as unknown as Resolver<FormValues, unknown, ReportMessageInput>;

type ReportMessageDialogProps = {
  /** The company's message being reported; null: the dialog is closed. */
  message: MessageJson | null;
  onClose: () => void;
  onReported: (messageId: string) => void;
};

/** The candidate reports a company's message to the site's moderators, with optional details. */
export function ReportMessageDialog({ message, onClose, onReported }: ReportMessageDialogProps) {
  return (
    <Dialog
      open={message !== null}
      onClose={onClose}
      title="Report message"
      description={
        message ? (
          <>
            Tell us what is wrong with this message from <strong className="text-slate-900">{message.author}</strong>. Our team will
            review it.
          </>
        ) : null
      }
    >
      {message ? <ReportForm message={message} onDone={onClose} onReported={onReported} /> : null}
    </Dialog>
  );
}

/** Mounted each time the dialog opens (Dialog renders its children only while open): a fresh form. */
function ReportForm({ message, onDone, onReported }: { message: MessageJson; onDone: () => void; onReported: (id: string) => void }) {
  const id = useId();
  const form = useActionForm<FormValues, ReportMessageInput, unknown>({
    resolver,
    defaultValues: { details: "" },
    action: ({ details }) => reportMessageAction({ messageId: message.id, details }),
    successToast: MESSAGE_REPORTED,
    errorToast: FAILED,
    // Reported before is no failure to fix: the message says Reported. Other refusals stay in the dialog.
    refusalToast: (failure) => (failure.code === "ALREADY_REPORTED" ? failure.message : null),
    onSuccess: () => {
      onReported(message.id);
      onDone();
    },
    onFailure: (failure, { form: rhf }) => {
      if (failure.code === "ALREADY_REPORTED") {
        onReported(message.id);
        onDone();
        return;
      }
      if (failure.code !== "VALIDATION" || !failure.errors?.details) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Report this message">
      <Field id={`${id}-details`} label="Details" required={false} error={errors.details?.message} hint={`Up to ${DETAILS_MAX} characters.`}>
        <textarea rows={4} maxLength={DETAILS_MAX} {...register("details")} />
      </Field>
      <FormFooter error={errors.root?.message} submitting={isSubmitting} onCancel={onDone} submitLabel="Send report" submittingLabel="Sending..." />
    </form>
  );
}
