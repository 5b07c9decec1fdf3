import type { ReactNode } from "react";
import { FormError } from "@/components/ui/form-alert";

// A dialog form's footer: Cancel and the submit button (disabled while the action runs).
export function DialogButtons({ busy, submit, onCancel }: { busy: boolean; submit: string; onCancel: () => void }) {
  return (
    <div className="flex justify-end gap-3 pt-2">
      <button type="button" onClick={onCancel} className="btn-outline">
        Cancel
      </button>
      <button type="submit" disabled={busy} className="btn-primary disabled:opacity-70">
        {submit}
      </button>
    </div>
  );
}

/**
 * The foot of a dialog whose Cancel is locked while its action runs (closing mid-request would hide
 * the outcome): Cancel, then the dialog's own confirm or submit button.
 */
export function DialogActions({
  busy,
  onCancel,
  cancelLabel = "Cancel",
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2">
      <button type="button" className="btn-outline px-4 py-2" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </button>
      {children}
    </div>
  );
}

type FormFooterProps = {
  /** The error of the whole form (the server's refusal): said next to the buttons, as an alert. */
  error?: string;
  submitting: boolean;
  onCancel: () => void;
  submitLabel: string;
  submittingLabel: string;
  /** Where a plain "Cancel" would say the opposite of the submit button ("Keep the batch"). */
  cancelLabel?: string;
  /** A destructive submit is red. */
  submitClassName?: string;
};

/** The foot of a dialog's form: its own error, Cancel (locked while it is sent) and the submit button. */
export function FormFooter({
  error,
  submitting,
  onCancel,
  submitLabel,
  submittingLabel,
  cancelLabel,
  submitClassName = "btn-primary px-4 py-2",
}: FormFooterProps) {
  return (
    <>
      <FormError message={error} />
      <DialogActions busy={submitting} onCancel={onCancel} cancelLabel={cancelLabel}>
        <button type="submit" className={submitClassName} disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </button>
      </DialogActions>
    </>
  );
}
