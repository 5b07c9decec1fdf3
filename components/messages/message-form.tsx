"use client";

import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import type { MessageJson } from "@/lib/messages/contract";
import { sendMessageAction } from "@/lib/messages/actions";
import { COMPANY_WRITES_FIRST_MESSAGE, MESSAGE_SENT } from "@/lib/messages/rules";
import { MESSAGE_MAX, postMessageSchema, type PostMessageInput } from "@/lib/messages/schemas";
import { useActionForm } from "@/lib/client/use-action-form";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-alert";
import { SubmitButton } from "@/components/ui/submit-button";

const FAILED = "Could not send the message. Please try again.";
const CANNOT_WRITE = "You cannot write in this conversation.";

type FormValues = { body: string };
const resolver = zodResolver(postMessageSchema) as unknown as Resolver<FormValues, unknown, PostMessageInput>;

type MessageFormProps = {
  applicationId: string;
  viewer: "company" | "candidate";
  canReply: boolean;
  /** The message is stored: the thread shows it (once, whether the stream or this answer comes first). */
  onSent: (message: MessageJson) => void;
};

/** "Your message": a labelled textarea with its count, sent by the same service as POST applications/{id}/messages. */
export function MessageForm({ applicationId, viewer, canReply, onSent }: MessageFormProps) {
  const id = useId();
  const form = useActionForm<FormValues, PostMessageInput, MessageJson>({
    resolver,
    defaultValues: { body: "" },
    action: ({ body }) => sendMessageAction({ applicationId, body }),
    successToast: MESSAGE_SENT,
    errorToast: FAILED,
    // Every refusal is said in the form (under the field, or next to the button): no toast on top.
    refusalToast: () => null,
    resetOnSuccess: true,
    onSuccess: (message) => onSent(message),
    onFailure: (failure, { form: rhf }) => {
      // A refusal that names no field (the candidate writing first, a closed thread) stays next to the button.
      if (failure.code !== "VALIDATION" || !failure.errors?.body) rhf.setError("root", { message: failure.message || FAILED });
    },
  });
  const { register, errors, isSubmitting, onSubmit, watch } = form;
  const length = watch("body").length;
  const explanation = viewer === "candidate" ? COMPANY_WRITES_FIRST_MESSAGE : CANNOT_WRITE;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Write a message" className="space-y-3">
      <Field
        id={`${id}-body`}
        label="Your message"
        error={errors.body?.message}
        hint={canReply ? `${length} of ${MESSAGE_MAX} characters` : explanation}
      >
        <textarea rows={4} maxLength={MESSAGE_MAX} disabled={!canReply} {...register("body")} />
      </Field>
      <FormError message={errors.root?.message} />
      <div className="flex justify-end">
        <SubmitButton label="Send" busyLabel="Sending..." busy={isSubmitting} disabled={!canReply} />
      </div>
    </form>
  );
}
