"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { withdrawApplicationAction } from "@/lib/pipeline/actions";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

// Codes after which this card no longer shows the truth (someone moved the application, or it is
// gone): close and show the current state instead of retrying the same request.
const STALE_CODES = new Set(["STALE_STATE", "INVALID_TRANSITION", "NOT_FOUND"]);

/** "Withdraw" for an open application: a confirm dialog, then the candidate's withdraw action. */
export function WithdrawButton({ applicationId, jobTitle, orgName }: { applicationId: string; jobTitle: string; orgName: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  function confirm() {
    startTransition(async () => {
      try {
        const result = await withdrawApplicationAction({ id: applicationId });
        if (result.ok) {
          toastSuccess(result.message ?? "Application withdrawn");
          setOpen(false);
          router.refresh();
          return;
        }
        toastError(result.message);
        if (STALE_CODES.has(result.code)) {
          setOpen(false);
          router.refresh();
        }
      } catch (error) {
        console.error(error);
        toastError("Could not withdraw the application. Please try again.");
      }
    });
  }

  return (
    <>
      <button
        type="button"
        className="inline-flex items-center rounded-lg border border-red-700 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
        // The visible word starts the name (WCAG 2.5.3); the job tells the cards' buttons apart.
        aria-label={`Withdraw application for ${jobTitle}`}
        disabled={pending}
        onClick={() => setOpen(true)}
      >
        Withdraw
      </button>
      <ConfirmDialog
        open={open}
        pending={pending}
        title="Withdraw application?"
        description={
          <>
            Your application for <strong>{jobTitle}</strong> at {orgName} will be withdrawn and the employer will be told. You
            cannot undo this.
          </>
        }
        confirmLabel="Withdraw application"
        pendingLabel="Withdrawing..."
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
