"use client";

import { useEffect, useId, useRef, useState, useTransition, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { Result } from "@/lib/api/result";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { Dialog } from "@/components/ui/dialog";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { Field } from "@/components/ui/field";

type ReasonDialogButtonProps = {
  /** The button that opens the dialog: its classes, content and (when the content alone is not enough) name. */
  trigger: { className: string; children: ReactNode; "aria-label"?: string };
  title: string;
  description: string;
  reasonHint?: string;
  reasonMax: number;
  /** Said under the field when the reason is blank; the action is not called. */
  reasonRequired: string;
  /** Sends the reason; the server's own message, when it gives one, is the success toast. */
  action: (reason: string) => Promise<Result<unknown>>;
  successToast: string;
  errorToast: string;
  cancelLabel?: string;
  submitLabel: string;
  submittingLabel: string;
  submitClassName?: string;
};

/**
 * A button for an irreversible admin act that needs a reason (cancel a batch, revoke a certificate): a
 * dialog asks it (one line, required, checked before sending). A refusal shows in the dialog; when
 * someone else acted meanwhile (409) or the object is gone (404), the page reloads to show it.
 */
export function ReasonDialogButton({
  trigger,
  title,
  description,
  reasonHint,
  reasonMax,
  reasonRequired,
  action,
  successToast,
  errorToast,
  ...footer
}: ReasonDialogButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // showModal() (the Dialog's own effect, which runs first) focuses the first button; the reason is
  // what the admin came to type.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  function show() {
    setReason("");
    setError(undefined);
    setFormError(undefined);
    setOpen(true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) {
      setError(reasonRequired);
      return;
    }
    startTransition(async () => {
      try {
        const result = await action(reason);
        if (result.ok) {
          toastSuccess(result.message ?? successToast);
          setOpen(false);
          router.refresh();
          return;
        }
        if (result.code === "VALIDATION" && result.errors?.reason) {
          setError(result.errors.reason);
          return;
        }
        setFormError(result.message);
        if (result.status === 409 || result.status === 404) router.refresh();
      } catch (err) {
        console.error(err);
        toastError(errorToast);
      }
    });
  }

  return (
    <>
      <button type="button" className={trigger.className} aria-label={trigger["aria-label"]} aria-haspopup="dialog" onClick={show}>
        {trigger.children}
      </button>
      <Dialog open={open} onClose={() => (pending ? undefined : setOpen(false))} title={title} description={description}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id={fieldId} label="Reason" hint={reasonHint} error={error}>
            <input
              ref={inputRef}
              type="text"
              value={reason}
              maxLength={reasonMax}
              required
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(undefined);
              }}
            />
          </Field>
          <FormFooter error={formError} submitting={pending} onCancel={() => setOpen(false)} {...footer} />
        </form>
      </Dialog>
    </>
  );
}
