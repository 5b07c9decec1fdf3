"use client";

import { useRouter } from "next/navigation";
import { withdrawEnrollmentAction } from "@/lib/academy/actions/enrolment";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";

// Codes after which the card no longer shows the truth (a result recorded meanwhile, or the enrolment
// is gone): close and show the current state instead of retrying the same request.
const STALE_CODES = new Set(["STALE_STATE", "INVALID_TRANSITION", "NOT_FOUND"]);

/** "Withdraw" on My training: a confirm dialog, then the withdraw action; a seat passes to the next in line. */
export function WithdrawEnrollmentButton({ enrollmentId, batchTitle, waitlisted }: { enrollmentId: string; batchTitle: string; waitlisted: boolean }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Withdraw"
      className="inline-flex items-center rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
      // The visible word starts the name (WCAG 2.5.3); the batch tells the cards' buttons apart.
      aria-label={`Withdraw from ${batchTitle}`}
      title={waitlisted ? "Leave the waitlist?" : "Withdraw from this batch?"}
      description={
        waitlisted ? (
          <>
            You will leave the waitlist of <strong>{batchTitle}</strong> and lose your place in line.
          </>
        ) : (
          <>
            Your seat in <strong>{batchTitle}</strong> will go to the next person on the waitlist. To come back you would
            enrol again, at the back of the line if the batch is full.
          </>
        )
      }
      confirmLabel={waitlisted ? "Leave the waitlist" : "Withdraw"}
      pendingLabel="Withdrawing..."
      action={() => withdrawEnrollmentAction({ id: enrollmentId })}
      successToast="You have withdrawn from the batch"
      errorToast="Could not withdraw. Please try again."
      onSuccess={() => router.refresh()}
      onFailure={(failure, close) => {
        if (!STALE_CODES.has(failure.code)) return;
        close();
        router.refresh();
      }}
    />
  );
}
