"use client";

import type { ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-buttons";

type ConfirmButtonsProps = {
  pending: boolean;
  confirmLabel: string;
  pendingLabel: string;
  /** Without it the confirm button submits its form (a dialog that asks for a password first). */
  onConfirm?: () => void;
  onCancel: () => void;
};

/**
 * "Are you sure?" for an action that cannot be undone: a real dialog with Cancel and a red confirm
 * button that shows `pendingLabel` while the action runs (and cannot be closed meanwhile).
 */
export function ConfirmDialog({
  open,
  title,
  description,
  ...buttons
}: ConfirmButtonsProps & { open: boolean; title: string; description: ReactNode; onConfirm: () => void }) {
  return (
    <Dialog open={open} onClose={() => (buttons.pending ? undefined : buttons.onCancel())} title={title} description={description}>
      <ConfirmButtons {...buttons} />
    </Dialog>
  );
}

/** The foot of an "are you sure?" dialog: Cancel and the red confirm button, both disabled while the action runs. */
export function ConfirmButtons({ pending, confirmLabel, pendingLabel, onConfirm, onCancel }: ConfirmButtonsProps) {
  return (
    <DialogActions busy={pending} onCancel={onCancel}>
      <button
        type={onConfirm ? "button" : "submit"}
        onClick={onConfirm}
        disabled={pending}
        className="inline-flex items-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
      >
        {pending ? pendingLabel : confirmLabel}
      </button>
    </DialogActions>
  );
}
