"use client";

import { useId, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { FieldValues, Resolver, UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useActionForm } from "@/lib/client/use-action-form";
import type { ActionFailure } from "@/lib/client/run-action";
import type { PlacementJson } from "@/lib/desk/contract/common";
import { formatDay } from "@/lib/format/date";
import { editPlacementTermsAction, markFellThroughAction } from "@/lib/desk/actions/placements";
import { editPlacementTermsSchema, markFellThroughSchema } from "@/lib/desk/schemas/common";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

// An active placement's changes on /desk/placements (decisions.md sections 17 and 20), each a real
// dialog sent through the same service as PATCH desk/placements/{id}: its terms (start date and annual
// CTC: the placement's own recruiter only) and falling through (any recruiter). A 409 (the guarantee
// ended, or someone changed it meanwhile) is said in the dialog and the list is re-read.

export const FAILED = "Could not save the change. Please try again later.";

const termsForm = editPlacementTermsSchema.pick({ startDate: true, annualCtc: true });
const reasonForm = markFellThroughSchema.pick({ reason: true });
type TermsValues = { startDate: string; annualCtc: string };
type TermsData = { startDate: string; annualCtc?: number };
type ReasonValues = { reason: string };
const termsResolver = zodResolver(termsForm) as unknown as Resolver<TermsValues, unknown, TermsData>;
const reasonResolver = zodResolver(reasonForm) as unknown as Resolver<ReasonValues, unknown, ReasonValues>;

/** A row's button: its visible words, and the candidate's name for screen readers (one button per row). */
export function RowDialogButton({ label, name, title, description, children }: { label: string; name: string; title: string; description: string; children: (close: () => void) => ReactNode }) {
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
export function onRefused<T extends FieldValues, D = T>(refresh: () => void) {
  return (failure: ActionFailure, { form }: { form: UseFormReturn<T, unknown, D> }) => {
    if (failure.status === 409) refresh();
    if (failure.code !== "VALIDATION" || !failure.errors) form.setError("root", { message: failure.message || FAILED });
  };
}

function TermsForm({ placement, onDone }: { placement: PlacementJson; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const form = useActionForm<TermsValues, TermsData, PlacementJson>({
    resolver: termsResolver,
    defaultValues: { startDate: placement.startDate, annualCtc: placement.annualCtc === null ? "" : String(placement.annualCtc) },
    action: ({ startDate, annualCtc }) => editPlacementTermsAction({ id: placement.id, startDate, annualCtc }),
    successToast: "Placement saved",
    errorToast: FAILED,
    refusalToast: () => null,
    onSuccess: () => {
      router.refresh();
      onDone();
    },
    onFailure: onRefused<TermsValues, TermsData>(() => router.refresh()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5" aria-label="Edit terms">
      <Field id={`${id}-start`} label="Start date" error={form.errors.startDate?.message}>
        <input type="date" {...form.register("startDate")} />
      </Field>
      <Field id={`${id}-ctc`} label="Annual CTC (₹)" required={false} error={form.errors.annualCtc?.message} hint="Whole rupees a year, e.g. 600000.">
        <input type="text" inputMode="numeric" autoComplete="off" maxLength={16} {...form.register("annualCtc")} />
      </Field>
      <FormFooter error={form.errors.root?.message} submitting={form.isSubmitting} onCancel={onDone} submitLabel="Save" submittingLabel="Saving..." />
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

/**
 * The changes an active placement offers: its terms (start date and CTC; to its own recruiter, as
 * `mayEditTerms` says), and falling through while the guarantee runs.
 */
export function PlacementActions({ placement, withinGuarantee, mayEditTerms }: { placement: PlacementJson; withinGuarantee: boolean; mayEditTerms: boolean }) {
  const name = placement.candidate.name;
  return (
    <div className="flex flex-wrap gap-2">
      {mayEditTerms ? (
        <RowDialogButton label="Edit terms" name={name} title={`Edit the placement of ${name}`} description={`${placement.job.post} at ${placement.company.name}: the start date and the annual CTC.`}>
          {(close) => <TermsForm placement={placement} onDone={close} />}
        </RowDialogButton>
      ) : null}
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
