"use client";

import { useState, useTransition, type ReactNode } from "react";
import type { Result } from "@/lib/api/result";
import { runAction, type ActionFailure, type ActionReport } from "@/lib/client/run-action";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

type ConfirmActionButtonProps<T> = Omit<ActionReport<T>, "onSuccess" | "onFailure"> & {
  label: string;
  className: string;
  /** When the visible label alone does not tell the page's buttons apart. */
  "aria-label"?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  action: () => Promise<Result<T>>;
  /** After the dialog has closed. */
  onSuccess?: (data: T) => void;
  /** A refusal after which the dialog no longer shows the truth (someone acted first) calls `close`. */
  onFailure?: (failure: ActionFailure, close: () => void) => void;
};

/**
 * A button for an action that cannot be undone: it asks first (ConfirmDialog), then runs the server
 * action and reports it (lib/client/run-action.ts). The dialog closes on success and stays open on a
 * refusal, so the user can try again; both buttons are disabled while the action runs.
 */
export function ConfirmActionButton<T>({
  label,
  className,
  "aria-label": ariaLabel,
  action,
  successToast,
  errorToast,
  refusalToast,
  onSuccess,
  onFailure,
  ...dialog
}: ConfirmActionButtonProps<T>) {
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const close = () => setOpen(false);

  function confirm() {
    startTransition(() =>
      runAction(action, {
        successToast,
        errorToast,
        refusalToast,
        onSuccess(data) {
          close();
          onSuccess?.(data);
        },
        onFailure: (failure) => onFailure?.(failure, close),
      }),
    );
  }

  return (
    <>
      <button type="button" className={className} aria-label={ariaLabel} disabled={pending} onClick={() => setOpen(true)}>
        {label}
      </button>
      <ConfirmDialog {...dialog} open={open} pending={pending} onConfirm={confirm} onCancel={close} />
    </>
  );
}
