"use client";

import { cancelBatchAction } from "@/lib/academy/actions/batches";
import { CANCEL_REASON_MAX, CANCEL_REASON_REQUIRED } from "@/lib/academy/schemas/batches";
import { ReasonDialogButton } from "@/components/ui/reason-dialog-button";

type Props = { batchId: string; title: string; enrolled: number; waitlisted: number; trainerName: string };

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

const RED_BUTTON = "rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70";

/** Who the cancel mails, in words: "3 people enrolled, 1 person on the waitlist and the trainer, Asha Rao". */
export function cancelAudience({ enrolled, waitlisted, trainerName }: Pick<Props, "enrolled" | "waitlisted" | "trainerName">): string {
  const groups = [
    ...(enrolled > 0 ? [`${people(enrolled)} enrolled`] : []),
    ...(waitlisted > 0 ? [`${people(waitlisted)} on the waitlist`] : []),
    `the trainer, ${trainerName}`,
  ];
  return groups.length === 1 ? groups[0] : `${groups.slice(0, -1).join(", ")} and ${groups.at(-1)}`;
}

/**
 * "Cancel batch" on the admin's batch page (issue 44): a dialog asks the reason (one line, required,
 * checked before sending) and says who will be e-mailed it. Cancelled or finished meanwhile (409): the
 * message shows in the dialog and the page reloads.
 */
export function CancelBatchButton({ batchId, title, enrolled, waitlisted, trainerName }: Props) {
  return (
    <ReasonDialogButton
      trigger={{ className: RED_BUTTON, children: "Cancel batch" }}
      title={`Cancel ${title}?`}
      description={`The batch will not run and every seat is freed; this cannot be undone. We will e-mail the reason to ${cancelAudience({ enrolled, waitlisted, trainerName })}.`}
      reasonHint="One line, e-mailed to everyone above."
      reasonMax={CANCEL_REASON_MAX}
      reasonRequired={CANCEL_REASON_REQUIRED}
      action={(reason) => cancelBatchAction({ id: batchId, reason })}
      successToast="Batch cancelled"
      errorToast="Could not cancel the batch. Please try again."
      // "Keep the batch", not "Cancel": beside "Cancel the batch" a plain Cancel would say the opposite.
      cancelLabel="Keep the batch"
      submitLabel="Cancel the batch"
      submittingLabel="Cancelling..."
      submitClassName={RED_BUTTON}
    />
  );
}
