"use client";

import { Suspense, useState, type ReactNode } from "react";

type LazyDialogButtonProps = {
  className: string;
  disabled?: boolean;
  /** The button's visible content (its accessible name). */
  children: ReactNode;
  /** The dialog, usually a `lazy()` component: mounted on the first click, so its code loads only then. */
  dialog: (open: boolean, close: () => void) => ReactNode;
};

/**
 * A button that opens a dialog whose code (zod, the form) is fetched on the first click rather than
 * with the page. After that the dialog stays mounted, so closing and reopening costs nothing.
 */
export function LazyDialogButton({ className, disabled, children, dialog }: LazyDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {used ? <Suspense fallback={null}>{dialog(open, () => setOpen(false))}</Suspense> : null}
    </>
  );
}
