"use client";

import type { ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

/**
 * "Are you sure?" for an action that cannot be undone: a real dialog with Cancel and a red confirm
 * button that shows `pendingLabel` while the action runs (and cannot be closed meanwhile).
 */
export function ConfirmDialog({
  open,
  pending,
  title,
  description,
  confirmLabel,
  pendingLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  pending: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={() => (pending ? undefined : onCancel())} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn-outline px-4 py-2" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className="inline-flex items-center rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
