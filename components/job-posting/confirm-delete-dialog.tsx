"use client";

import { Dialog } from "@/components/ui/dialog";

/** 'Confirm Delete' (spec section 2): Delete or Cancel; Escape and a click outside close it. */
export function ConfirmDeleteDialog({
  open,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title="Confirm Delete"
      description="Are you sure you want to delete this item? This action cannot be undone."
      showCloseButton={false}
    >
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onCancel} className="btn-outline" autoFocus>
          Cancel
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          Delete
        </button>
      </div>
    </Dialog>
  );
}
