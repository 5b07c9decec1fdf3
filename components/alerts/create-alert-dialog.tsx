"use client";

import { useId } from "react";
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { createAlertAction } from "@/lib/alerts/actions";
import { useActionForm } from "@/lib/client/use-action-form";
import { describeAlertQuery } from "@/lib/alerts/rules/describe";
import { alertQuerySchema, createAlertSchema, type CreateAlertInput } from "@/lib/alerts/schemas";
import { emailField } from "@/lib/accounts/schemas/auth";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { ALERT_CHECK_MAIL, ALERT_CREATED } from "@/lib/alerts/rules/messages";
import { AlertFields } from "@/components/alerts/alert-fields";
import { activeAlertQuery, summarizeAlertQuery, type AlertQueryValues } from "@/lib/alerts/rules/query-summary";

// The dialog behind "Create job alert" (decisions.md section 11). It is loaded on the button's first
// click (create-alert-button.tsx): zod and the form stay out of the job pages' first load.

export type AlertViewer = "candidate" | "visitor";

type FormValues = { name: string; frequency: string; email: string; query: Record<string, string> };

const FAILED = "Could not create the job alert. Please try again.";

// A visitor's alert needs an address (a candidate's goes to the account's); the rest is the shared schema.
const candidateResolver = zodResolver(createAlertSchema) as unknown as Resolver<FormValues, unknown, CreateAlertInput>;
const visitorResolver = zodResolver(createAlertSchema.extend({ email: emailField })) as unknown as Resolver<
  FormValues,
  unknown,
  CreateAlertInput
>;

type CreateAlertDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The search the alert saves: the job browser's current filters (blank = any). */
  query: AlertQueryValues;
  viewer: AlertViewer;
};

export function CreateAlertDialog({ open, onClose, query, viewer }: CreateAlertDialogProps) {
  const summary = summarizeAlertQuery(query);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create job alert"
      description={
        <>
          We will e-mail you new jobs for: <strong className="text-slate-900">{summary}</strong>
        </>
      }
    >
      <AlertForm query={query} viewer={viewer} onDone={onClose} />
    </Dialog>
  );
}

/** Mounted each time the dialog opens (Dialog renders its children only while open): a fresh form. */
function AlertForm({ query, viewer, onDone }: { query: AlertQueryValues; viewer: AlertViewer; onDone: () => void }) {
  const formId = useId();
  const active = activeAlertQuery(query);
  const parsed = alertQuerySchema.safeParse(active);
  const defaultName = parsed.success ? describeAlertQuery(parsed.data, query.skillNames) : summarizeAlertQuery(query);
  const defaults: FormValues = { name: "", frequency: "", email: "", query: active };
  const { register, errors, isSubmitting, onSubmit } = useActionForm({
    resolver: viewer === "visitor" ? visitorResolver : candidateResolver,
    defaultValues: defaults,
    action: (values) => createAlertAction(viewer === "visitor" ? values : { ...values, email: undefined }),
    successToast: (alert) => (alert.status === "pending" ? ALERT_CHECK_MAIL : ALERT_CREATED),
    onSuccess: onDone,
    errorToast: FAILED,
    // LIMIT_REACHED (10 alerts), RATE_LIMITED and the rest: said inside the dialog, next to the form.
    refusalToast: () => null,
    onFailure: (failure, { form }) => form.setError("root", { message: failure.message }),
  });

  const rootError = errors.root?.message ?? (errors.query ? "This search cannot be saved as a job alert." : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Create job alert">
      <AlertFields
        register={register}
        errors={errors}
        nameRequired={false}
        namePlaceholder={defaultName}
      />
      {viewer === "visitor" ? (
        <Field id={`${formId}-email`} label="E-mail" error={errors.email?.message} hint="We will send a link to confirm the alert.">
          <input type="email" autoComplete="email" inputMode="email" {...register("email")} />
        </Field>
      ) : null}
      <FormFooter error={rootError} submitting={isSubmitting} onCancel={onDone} submitLabel="Create alert" submittingLabel="Creating..." />
    </form>
  );
}
