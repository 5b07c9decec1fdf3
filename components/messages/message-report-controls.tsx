"use client";

import { useRouter } from "next/navigation";
import { resolveMessageReportAction } from "@/lib/messages/actions";
import { REMOVED_MESSAGE_TEXT } from "@/lib/messages/rules";
import type { ActionFailure } from "@/lib/client/run-action";
import { ConfirmActionButton } from "@/components/ui/confirm-action-button";

const BUTTON = "inline-flex items-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-70";

/**
 * The console's decision on a reported message, each after a confirm dialog: Dismiss (the message
 * stays) or Remove message (its text is replaced for both sides). A decision another admin made
 * meanwhile answers STALE_STATE: the page reloads to show it.
 */
export function MessageReportControls({ reportId, name }: { reportId: string; name: string }) {
  const router = useRouter();
  const refresh = () => router.refresh();
  // What both decisions share: the call, its failure toast, and the reload after it (or after a stale refusal).
  const decide = (action: "dismiss" | "remove") => ({
    action: () => resolveMessageReportAction({ reportId, action }),
    errorToast: "Could not save the decision. Please try again.",
    onSuccess: refresh,
    onFailure: (failure: ActionFailure, close: () => void) => {
      if (failure.code === "STALE_STATE") {
        close();
        refresh();
      }
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmActionButton
        label="Dismiss"
        aria-label={`Dismiss the report of ${name}`}
        className={`${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        title="Dismiss the report"
        description="The report is closed and the message stays as it is. The company is never told who reported it."
        confirmLabel="Dismiss report"
        pendingLabel="Dismissing..."
        successToast="Report dismissed"
        {...decide("dismiss")}
      />
      <ConfirmActionButton
        label="Remove message"
        aria-label={`Remove ${name}`}
        className={`${BUTTON} bg-red-700 text-white hover:bg-red-800`}
        title="Remove the message"
        description={`Both sides then read "${REMOVED_MESSAGE_TEXT}" in its place. Every open report of it is closed.`}
        confirmLabel="Remove message"
        pendingLabel="Removing..."
        successToast="Message removed"
        {...decide("remove")}
      />
    </div>
  );
}
