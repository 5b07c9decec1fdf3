"use client";

import { useId, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { FieldValues, Resolver, UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useActionForm } from "@/lib/client/use-action-form";
import type { ActionFailure } from "@/lib/client/run-action";
import type { PlacementJson } from "@/lib/desk/contract/common";
import { formatDay } from "@/lib/format/date";
import { changeStartDateAction, markFellThroughAction } from "@/lib/desk/actions/placements";
import { changeStartDateSchema, markFellThroughSchema } from "@/lib/desk/schemas/common";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

// An active placement's two changes on /desk/placements (decisions.md section 17), each a real dialog
// sent through the same service as PATCH desk/placements/{id}. A 409 (the guarantee ended, or a
// colleague changed it meanwhile) is said in the dialog and the list is re-read.

const FAILED = "Could not save the change. Please try again later.";

const startDateForm = changeStartDateSchema.pick({ startDate: true });
const reasonForm = markFellThroughSchema.pick({ reason: true });
type StartDateValues = { startDate: string };
type ReasonValues = { reason: string };
const startDateResolver = zodResolver(startDateForm) as unknown as Resolver<StartDateValues, unknown, StartDateValues>;
const reasonResolver = zodResolver(reasonForm) as unknown as Resolver<ReasonValues, unknown, ReasonValues>;

/** A row's button: its visible words, and the candidate's name for screen readers (one button per row). */
function RowDialogButton({ label, name, title, description, children }: { label: string; name: string; title: string; description: string; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className="btn-outline px-3 py-1.5 text-sm" onClick={() => setOpen(true)}>
        {label}
        <span className="sr-only"> for {name}</span>
      </button>
      <Dialog open={open} onClose={close} title={title} description={description}>
        {children(close)}
      </Dialog>
    </>
  );
}

/** The form's reaction to a refusal: a 409 is said under the form and the list re-read; field errors are shown by the form. */
function onRefused<T extends FieldValues>(refresh: () => void) {
  return (failure: ActionFailure, { form }: { form: UseFormReturn<T, unknown, T> }) => {
    if (failure.status === 409) refresh();
    if (failure.code !== "VALIDATION" || !failure.errors) form.setError("root", { message: failure.message || FAILED });
  };
}

function ChangeStartDateForm({ placement, onDone }: { placement: PlacementJson; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const form = useActionForm<StartDateValues, StartDateValues, PlacementJson>({
    resolver: startDateResolver,
    defaultValues: { startDate: placement.startDate },
    action: ({ startDate }) => changeStartDateAction({ id: placement.id, startDate }),
    successToast: "Start date changed",
    errorToast: FAILED,
    refusalToast: () => null,
    onSuccess: () => {
      router.refresh();
      onDone();
    },
    onFailure: onRefused<StartDateValues>(() => router.refresh()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5" aria-label="Change start date">
      <Field id={`${id}-start`} label="Start date" error={form.errors.startDate?.message}>
        <input type="date" {...form.register("startDate")} />
      </Field>
      <FormFooter error={form.errors.root?.message} submitting={form.isSubmitting} onCancel={onDone} submitLabel="Save start date" submittingLabel="Saving..." />
    </form>
  );
}

function FellThroughForm({ placement, onDone }: { placement: PlacementJson; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const form = useActionForm<ReasonValues, ReasonValues, PlacementJson>({
    resolver: reasonResolver,
    defaultValues: { reason: "" },
    action: ({ reason }) => markFellThroughAction({ id: placement.id, reason }),
    successToast: "Placement marked as fallen through",
    errorToast: FAILED,
    refusalToast: () => null,
    onSuccess: () => {
      router.refresh();
      onDone();
    },
    onFailure: onRefused<ReasonValues>(() => router.refresh()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5" aria-label="Mark as fallen through">
      <Field id={`${id}-reason`} label="Reason" error={form.errors.reason?.message} hint="Kept for the desk; the company is told only that it fell through.">
        <textarea rows={3} maxLength={1000} {...form.register("reason")} />
      </Field>
      <FormFooter error={form.errors.root?.message} submitting={form.isSubmitting} onCancel={onDone} submitLabel="Mark as fallen through" submittingLabel="Saving..." />
    </form>
  );
}

/** The changes an active placement offers: its start date, and falling through while the guarantee runs. */
export function PlacementActions({ placement, withinGuarantee }: { placement: PlacementJson; withinGuarantee: boolean }) {
  const name = placement.candidate.name;
  return (
    <div className="flex flex-wrap gap-2">
      <RowDialogButton label="Change start date" name={name} title={`Change the start date of ${name}`} description={`${placement.job.post} at ${placement.company.name}.`}>
        {(close) => <ChangeStartDateForm placement={placement} onDone={close} />}
      </RowDialogButton>
      {withinGuarantee ? (
        <RowDialogButton
          label="Mark as fallen through"
          name={name}
          title={`Mark the placement of ${name} as fallen through`}
          description={`Within the guarantee (until ${formatDay(placement.guaranteeEndsOn)}). The company's contacts are told; this cannot be undone.`}
        >
          {(close) => <FellThroughForm placement={placement} onDone={close} />}
        </RowDialogButton>
      ) : (
        <span className="self-center text-sm text-slate-600">Guarantee ended</span>
      )}
    </div>
  );
}
