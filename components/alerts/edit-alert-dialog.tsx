"use client";

import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { updateAlertAction } from "@/lib/alerts/actions";
import type { AlertJson } from "@/lib/alerts/contract";
import { useActionForm } from "@/lib/client/use-action-form";
import { updateAlertSchema, type UpdateAlertInput } from "@/lib/alerts/schemas";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { AlertFields } from "@/components/alerts/alert-fields";

type FormValues = { name: string; frequency: string };

const resolver = zodResolver(updateAlertSchema) as unknown as Resolver<FormValues, unknown, UpdateAlertInput>;
const FAILED = "Could not save the job alert. Please try again.";

/** Rename an alert and change how often it mails (pause and delete are buttons on the card). */
export function EditAlertDialog({
  alert,
  open,
  onClose,
  onSaved,
}: {
  alert: AlertJson;
  open: boolean;
  onClose: () => void;
  /** After a save, or when the alert turned out to be gone: the page shows the current list. */
  onSaved: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Edit job alert">
      <EditForm alert={alert} onClose={onClose} onSaved={onSaved} />
    </Dialog>
  );
}

function EditForm({ alert, onClose, onSaved }: { alert: AlertJson; onClose: () => void; onSaved: () => void }) {
  const { register, errors, isSubmitting, onSubmit } = useActionForm({
    resolver,
    defaultValues: { name: alert.name, frequency: alert.frequency },
    action: (values) => updateAlertAction({ id: alert.id, name: values.name, frequency: values.frequency }),
    successToast: "Job alert updated",
    onSuccess: onSaved,
    errorToast: FAILED,
    // Gone meanwhile: toasted, and the page shows the current list. Anything else is said in the dialog.
    refusalToast: (failure) => (failure.code === "NOT_FOUND" ? failure.message : null),
    onFailure(failure, { form }) {
      if (failure.code === "NOT_FOUND") onSaved();
      else form.setError("root", { message: failure.message });
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-label="Edit job alert">
      <AlertFields
        register={register}
        errors={errors}
        nameRequired
      />
      <FormFooter
        error={errors.root?.message}
        submitting={isSubmitting}
        onCancel={onClose}
        submitLabel="Save changes"
        submittingLabel="Saving..."
      />
    </form>
  );
}
