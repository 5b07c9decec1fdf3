"use client";

import { useRouter } from "next/navigation";
import { withdrawApplicationAction } from "@/lib/pipeline/actions";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";

// Codes after which this card no longer shows the truth (someone moved the application, or it is
// gone): close and show the current state instead of retrying the same request.
const STALE_CODES = new Set(["STALE_STATE", "INVALID_TRANSITION", "NOT_FOUND"]);

/** "Withdraw" for an open application: a confirm dialog, then the candidate's withdraw action. */
export function WithdrawButton({ applicationId, jobTitle, orgName }: { applicationId: string; jobTitle: string; orgName: string }) {
  const router = useRouter();
  return (
    <ConfirmActionButton
      label="Withdraw"
      className="inline-flex items-center rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
      // The visible word starts the name (WCAG 2.5.3); the job tells the cards' buttons apart.
      aria-label={`Withdraw application for ${jobTitle}`}
      title="Withdraw application?"
      description={
        <>
          Your application for <strong>{jobTitle}</strong> at {orgName} will be withdrawn and the employer will be told. You
          cannot undo this.
        </>
      }
      confirmLabel="Withdraw application"
      pendingLabel="Withdrawing..."
      action={() => withdrawApplicationAction({ id: applicationId })}
      successToast="Application withdrawn"
      errorToast="Could not withdraw the application. Please try again."
      onSuccess={() => router.refresh()}
      onFailure={(failure, close) => {
        if (!STALE_CODES.has(failure.code)) return;
        close();
        router.refresh();
      }}
    />
  );
}
