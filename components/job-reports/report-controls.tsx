"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Check, X } from "lucide-react";
import { resolveReportsAction } from "@/lib/job-reports/actions";
import { toastError, toastSuccess } from "@/lib/client/toast";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { REPORT_REJECT_REASON } from "@/lib/job-reports/schemas";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type Action = "dismiss" | "reject";

const BUTTON = "inline-flex items-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-70";

const TEXT: Record<
  Action,
  { button: string; label: (name: string) => string; icon: typeof Check; className: string; title: string; confirm: string; pending: string; done: string }
> = {
  dismiss: {
    button: "Dismiss",
    label: (name) => `Dismiss the reports of ${name}`,
    icon: Check,
    className: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
    title: "Dismiss the reports",
    confirm: "Dismiss reports",
    pending: "Dismissing...",
    done: "Reports dismissed",
  },
  reject: {
    button: "Reject",
    label: (name) => `Reject ${name}`,
    icon: X,
    className: "bg-red-700 text-white hover:bg-red-800",
    title: "Reject the job",
    confirm: "Reject job",
    pending: "Rejecting...",
    done: "Job rejected",
  },
};

/**
 * Dismiss (the reports were unfounded: the job is listed again) or Reject (the job is rejected and its
 * employer e-mailed the reason 'Reported by job seekers'), each after a confirm dialog. A decision made
 * meanwhile by another admin answers STALE_STATE: the page reloads to show it.
 */
export function ReportControls({ jobId, name, jobStatus }: { jobId: string; name: string; jobStatus: ModerationStatus }) {
  const router = useRouter();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [pending, startTransition] = useTransition();

  function resolve(action: Action) {
    startTransition(async () => {
      try {
        const result = await resolveReportsAction({ jobId, action });
        if (result.ok) {
          toastSuccess(TEXT[action].done);
        } else {
          toastError(result.message);
        }
        setConfirming(null);
        router.refresh();
      } catch (error) {
        console.error(error);
        toastError("Could not save the decision. Please try again.");
      }
    });
  }

  const current = confirming ? TEXT[confirming] : null;
  return (
    <div className="flex flex-wrap gap-2">
      {(["dismiss", "reject"] as const).map((action) => {
        const { button, label, icon: Icon, className } = TEXT[action];
        return (
          <button
            key={action}
            type="button"
            className={`${BUTTON} ${className}`}
            aria-label={label(name)}
            aria-haspopup="dialog"
            disabled={pending}
            onClick={() => setConfirming(action)}
          >
            <Icon aria-hidden="true" className="size-4" />
            {button}
          </button>
        );
      })}
      <ConfirmDialog
        open={confirming !== null}
        pending={pending}
        title={current ? `${current.title}: ${name}` : ""}
        description={
          confirming === "reject"
            ? jobStatus === "rejected"
              ? "The job is already rejected; its open reports will be closed."
              : `The job leaves the site and its employer receives the reason '${REPORT_REJECT_REASON}' by e-mail. Reporters are never named.`
            : "The open reports are closed and the job is listed again. New reports from three other signed-in people would hide it again."
        }
        confirmLabel={current?.confirm ?? ""}
        pendingLabel={current?.pending ?? ""}
        onConfirm={() => confirming && resolve(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </div>
  );
}
