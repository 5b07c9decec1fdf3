"use client";

import { useId } from "react";
import { useRouter } from "next/navigation";
import type { Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useActionForm } from "@/lib/client/use-action-form";
import type { CheckInJson, PlacementJson } from "@/lib/desk/contract/common";
import { logCheckInAction } from "@/lib/desk/actions/placements";
import { CHECK_IN_NOTE_MAX, CHECK_IN_OUTCOME_LABELS, CHECK_IN_OUTCOMES, type CheckInOutcomeName } from "@/lib/desk/rules/check-ins";
import { checkInSchema } from "@/lib/desk/schemas/common";
import { formatDay } from "@/lib/format/date";
import { ChoiceField, ChoiceOption } from "@/components/ui/choice-field";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";
import { FAILED, onRefused, RowDialogButton } from "@/components/desk/placement-dialogs";

// "Log a check-in" (decisions.md section 20): how the placed person is doing, in a real dialog sent
// through the same service as POST desk/placements/{id}/check-ins. The list is re-read after it: the
// placement is no longer due.

type Values = { outcome: CheckInOutcomeName | ""; note: string };
type Data = { outcome: CheckInOutcomeName; note: string };
const resolver = zodResolver(checkInSchema) as unknown as Resolver<Values, unknown, Data>;

function CheckInForm({ placement, onDone }: { placement: PlacementJson; onDone: () => void }) {
  const router = useRouter();
  const id = useId();
  const form = useActionForm<Values, Data, CheckInJson>({
    resolver,
    defaultValues: { outcome: "", note: "" },
    action: ({ outcome, note }) => logCheckInAction({ id: placement.id, outcome, note }),
    successToast: "Check-in logged",
    errorToast: FAILED,
    refusalToast: () => null,
    onSuccess: () => {
      router.refresh();
      onDone();
    },
    onFailure: onRefused<Values, Data>(() => router.refresh()),
  });
  return (
    <form onSubmit={form.onSubmit} noValidate className="space-y-5" aria-label="Log a check-in">
      <ChoiceField legend="How is it going?" errorId={`${id}-outcome-error`} error={form.errors.outcome?.message} optionsClassName="flex flex-wrap gap-3">
        {CHECK_IN_OUTCOMES.map((outcome) => (
          <ChoiceOption key={outcome} value={outcome} {...form.register("outcome")}>
            {CHECK_IN_OUTCOME_LABELS[outcome]}
          </ChoiceOption>
        ))}
      </ChoiceField>
      <Field id={`${id}-note`} label="Note" error={form.errors.note?.message} hint="What you heard from the candidate (and the company). Kept for the desk.">
        <textarea rows={4} maxLength={CHECK_IN_NOTE_MAX} {...form.register("note")} />
      </Field>
      <FormFooter error={form.errors.root?.message} submitting={form.isSubmitting} onCancel={onDone} submitLabel="Log check-in" submittingLabel="Saving..." />
    </form>
  );
}

/** The button (named for the candidate) and its dialog. */
export function CheckInButton({ placement }: { placement: PlacementJson }) {
  const name = placement.candidate.name;
  const due = placement.checkInDue;
  return (
    <RowDialogButton
      label="Log a check-in"
      name={name}
      title={`Check in on ${name}`}
      description={`${placement.job.post} at ${placement.company.name}, started ${formatDay(placement.startDate)}${due ? `; the day-${due.day} check-in is due since ${formatDay(due.dueOn)}` : ""}.`}
    >
      {(close) => <CheckInForm placement={placement} onDone={close} />}
    </RowDialogButton>
  );
}
