"use client";

import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { updateAlertAction } from "@/lib/alerts/actions";
import type { AlertJson } from "@/lib/alerts/contract";
import { showServerErrors } from "@/lib/client/form-errors";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { updateAlertSchema, type UpdateAlertInput } from "@/lib/alerts/schemas";
import { Dialog } from "@/components/ui/dialog";
import { AlertFields, AlertFormFooter } from "@/components/alerts/alert-fields";

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
  const defaults: FormValues = { name: alert.name, frequency: alert.frequency };
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, UpdateAlertInput>({ resolver, defaultValues: defaults });

  async function onSubmit(values: UpdateAlertInput) {
    try {
      const result = await updateAlertAction({ id: alert.id, name: values.name, frequency: values.frequency });
      if (result.ok) {
        toastSuccess(result.message ?? "Job alert updated");
        onSaved();
        return;
      }
      if (result.code === "NOT_FOUND") {
        toastError(result.message);
        onSaved();
        return;
      }
      if (result.code === "VALIDATION") showServerErrors(setError, result.errors, defaults);
      setError("root", { message: result.message });
    } catch (error) {
      console.error(error);
      toastError(FAILED);
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5" aria-label="Edit job alert">
      <AlertFields
        name={register("name")}
        frequency={register("frequency")}
        errors={{ name: errors.name?.message, frequency: errors.frequency?.message }}
        nameRequired
      />
      <AlertFormFooter
        error={errors.root?.message}
        submitting={isSubmitting}
        onCancel={onClose}
        submitLabel="Save changes"
        submittingLabel="Saving..."
      />
    </form>
  );
}
