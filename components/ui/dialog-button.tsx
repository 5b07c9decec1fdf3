"use client";

import { useState, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";

type DialogButtonProps = {
  /** The button's visible words (its accessible name). */
  label: string;
  className: string;
  /** The dialog's title, and the line under it (its description). */
  title: string;
  description?: ReactNode;
  /** The dialog's body, given `close`: mounted each time the dialog opens, so a form starts afresh. */
  children: (close: () => void) => ReactNode;
};

/** A button that opens a dialog (a form's "Invite a member", "Add staff member"); the dialog keeps its own open state. */
export function DialogButton({ label, className, title, description, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} onClose={close} title={title} description={description}>
        {children(close)}
      </Dialog>
    </>
  );
}
