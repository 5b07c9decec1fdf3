"use client";

import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { cancelBatchAction } from "@/lib/academy/actions/batches";
import { CANCEL_REASON_MAX, CANCEL_REASON_REQUIRED } from "@/lib/academy/schemas/batches";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { FormError } from "@/components/ui/form-alert";

type Props = { batchId: string; title: string; enrolled: number; waitlisted: number; trainerName: string };

const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;

/** Who the cancel mails, in words: "3 people enrolled, 1 person on the waitlist and the trainer, Asha Rao". */
export function cancelAudience({ enrolled, waitlisted, trainerName }: Pick<Props, "enrolled" | "waitlisted" | "trainerName">): string {
  const groups = [
    ...(enrolled > 0 ? [`${people(enrolled)} enrolled`] : []),
    ...(waitlisted > 0 ? [`${people(waitlisted)} on the waitlist`] : []),
    `the trainer, ${trainerName}`,
  ];
  return groups.length === 1 ? groups[0] : `${groups.slice(0, -1).join(", ")} and ${groups.at(-1)}`;
}

/**
 * "Cancel batch" on the admin's batch page (issue 44): a dialog asks the reason (one line, required,
 * checked before sending) and says who will be e-mailed it. Cancelled or finished meanwhile (409): the
 * message shows in the dialog and the page reloads.
 */
export function CancelBatchButton({ batchId, title, enrolled, waitlisted, trainerName }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [pending, startTransition] = useTransition();
  const fieldId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // showModal() focuses the first button; the reason is what the admin came to type.
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
      setError(CANCEL_REASON_REQUIRED);
      return;
    }
    startTransition(async () => {
      try {
        const result = await cancelBatchAction({ id: batchId, reason });
        if (result.ok) {
          toastSuccess(result.message ?? "Batch cancelled");
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
        toastError("Could not cancel the batch. Please try again.");
      }
    });
  }

  return (
    <>
      <button
        type="button"
        className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        aria-haspopup="dialog"
        onClick={show}
      >
        Cancel batch
      </button>
      <Dialog
        open={open}
        onClose={() => (pending ? undefined : setOpen(false))}
        title={`Cancel ${title}?`}
        description={`The batch will not run and every seat is freed; this cannot be undone. We will e-mail the reason to ${cancelAudience({ enrolled, waitlisted, trainerName })}.`}
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id={fieldId} label="Reason" hint="One line, e-mailed to everyone above." error={error}>
            <input
              ref={inputRef}
              type="text"
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              required
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(undefined);
              }}
            />
          </Field>
          <FormError message={formError} />
          {/* "Keep the batch", not "Cancel": beside "Cancel the batch" a plain Cancel would say the opposite. */}
          <div className="flex justify-end gap-2">
            <button type="button" className="btn-outline px-4 py-2" onClick={() => setOpen(false)} disabled={pending}>
              Keep the batch
            </button>
            <button type="submit" className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70" disabled={pending}>
              {pending ? "Cancelling..." : "Cancel the batch"}
            </button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
