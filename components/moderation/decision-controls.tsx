"use client";

import { useEffect, useId, useRef, useState, useTransition, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Check, X } from "lucide-react";
import { decideEmployerAction, decideJobAction, decideRequestAction, decideUniversityAction } from "@/lib/moderation/actions";
import type { Result } from "@/lib/api/result";
import { toastError, toastSuccess } from "@/lib/client/toast";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-buttons";
import { FieldError } from "@/components/ui/field";
import type { ModerationStatus, RequestStatus } from "@/lib/generated/prisma/enums";
import { REASON_REQUIRED, RESPONSE_REQUIRED } from "@/lib/moderation/schemas";

const TEXT = {
  employer: { approve: "Approve", reject: "Reject", approved: "Employer approved", rejected: "Employer rejected", noun: "employer" },
  job: { approve: "Approve", reject: "Reject", approved: "Job approved", rejected: "Job rejected", noun: "job" },
  university: { approve: "Approve", reject: "Reject", approved: "University approved", rejected: "University rejected", noun: "university" },
  request: { approve: "Accept", reject: "Decline", approved: "Request accepted", rejected: "Request declined", noun: "request" },
} as const;

/** `signals`: the item's fraud or risk signals in words; approving it then asks first, naming them. */
type Item = { id: string; name: string; signals?: readonly string[] } & (
  | { kind: "employer" | "job" | "university"; status: ModerationStatus }
  | { kind: "request"; status: RequestStatus }
);

/** `from` is the status this card shows: if someone else decided meanwhile, the server refuses (STALE_STATE). */
function send(item: Item, positive: boolean, text: string | undefined): Promise<Result<{ status: string }>> {
  const { id } = item;
  if (item.kind === "request") {
    return decideRequestAction({ id, from: item.status, status: positive ? "accepted" : "declined", response: text });
  }
  const input = { id, from: item.status, status: positive ? "approved" : "rejected", reason: text } as const;
  if (item.kind === "university") return decideUniversityAction(input);
  return item.kind === "employer" ? decideEmployerAction(input) : decideJobAction(input);
}

/**
 * Approve / Reject (employers, jobs) or Accept / Decline (university requests). The negative
 * decision opens a dialog asking for a reason (or the response to the university), which is required;
 * accepting a request also asks for an optional response. Only the moves away from the current status are offered.
 */
export function DecisionControls(item: Item) {
  const { kind, status, name } = item;
  const signals = item.signals ?? [];
  const recipient = kind === "university" ? "university" : "employer";
  const router = useRouter();
  const text = TEXT[kind];
  const positiveStatus = kind === "request" ? "accepted" : "approved";
  const negativeStatus = kind === "request" ? "declined" : "rejected";
  const [dialog, setDialog] = useState<"positive" | "negative" | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const fieldLabel = kind === "request" ? "Response" : "Reason";
  const required = dialog === "negative";
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  // showModal() (in the Dialog's own effect, which runs first) focuses the first button; the field is
  // what the admin came to fill in.
  useEffect(() => {
    if (dialog) textareaRef.current?.focus();
  }, [dialog]);

  function decide(positive: boolean, value?: string) {
    startTransition(async () => {
      try {
        const result = await send(item, positive, value);
        if (result.ok) {
          toastSuccess(positive ? text.approved : text.rejected);
          setDialog(null);
          setReason("");
          router.refresh();
          return;
        }
        toastError(result.message);
        if (result.code === "VALIDATION") {
          const fieldError = result.errors?.reason ?? result.errors?.response;
          if (fieldError && dialog) setError(fieldError);
          return;
        }
        if (result.code === "STALE_STATE" || result.code === "NOT_FOUND") {
          // Someone else decided (or the item is gone): show the current state instead of this stale card.
          setDialog(null);
          router.refresh();
        }
      } catch (err) {
        console.error(err);
        toastError("Could not save the decision. Please try again.");
      }
    });
  }

  function open(which: "positive" | "negative") {
    setError(null);
    setReason("");
    setDialog(which);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = reason.trim();
    if (required && !value) {
      setError(kind === "request" ? RESPONSE_REQUIRED : REASON_REQUIRED);
      return;
    }
    decide(dialog === "positive", value || undefined);
  }

  const dialogTitle =
    dialog === "negative" ? `${text.reject} ${text.noun}: ${name}` : `${text.approve} ${text.noun}: ${name}`;

  return (
    <div className="flex flex-wrap gap-2">
      {status !== positiveStatus ? (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-70"
          aria-label={`${text.approve} ${name}`}
          disabled={pending}
          // Requests may carry a response to the university even when accepted, and a flagged item is approved
          // only after the admin has read its signals (decisions.md section 20), so both get the dialog.
          onClick={() => (kind === "request" || signals.length > 0 ? open("positive") : decide(true))}
        >
          <Check aria-hidden="true" className="size-4" />
          {text.approve}
        </button>
      ) : null}
      {status !== negativeStatus ? (
        <button
          type="button"
          className="inline-flex items-center gap-1.5 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          aria-label={`${text.reject} ${name}`}
          disabled={pending}
          onClick={() => open("negative")}
        >
          <X aria-hidden="true" className="size-4" />
          {text.reject}
        </button>
      ) : null}
      <Dialog
        open={dialog !== null}
        onClose={() => (pending ? undefined : setDialog(null))}
        title={dialogTitle}
        description={
          dialog === "negative"
            ? kind === "request"
              ? "Tell the university why; they see this response and receive it by e-mail."
              : `The ${recipient} receives this reason by e-mail.`
            : kind === "request"
              ? "Optionally add a response; the university sees it and receives it by e-mail."
              : `Approve it despite these signals? Optionally add a reason for the record; the ${recipient} receives it by e-mail.`
        }
      >
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          {dialog === "positive" && signals.length > 0 ? (
            <ul aria-label="Signals" className="list-disc space-y-1 rounded-lg border border-amber-300 bg-amber-50 py-3 pr-3 pl-8 text-sm text-amber-950">
              {signals.map((signal) => (
                <li key={signal}>{signal}</li>
              ))}
            </ul>
          ) : null}
          <div>
            <label htmlFor={fieldId} className="mb-1.5 block text-sm font-semibold text-slate-800">
              {fieldLabel}
              {required ? (
                <span aria-hidden="true" className="text-red-700">
                  {" "}
                  *
                </span>
              ) : null}
            </label>
            <textarea
              ref={textareaRef}
              id={fieldId}
              rows={4}
              className="field-control"
              value={reason}
              maxLength={kind === "request" ? 2000 : 1000}
              required={required}
              aria-required={required}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError(null);
              }}
            />
            <FieldError id={errorId} error={error ?? undefined} />
          </div>
          <DialogActions busy={pending} onCancel={() => setDialog(null)}>
            <button
              type="submit"
              disabled={pending}
              className={`inline-flex items-center rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-70 ${
                dialog === "negative" ? "bg-red-700 hover:bg-red-800" : "bg-green-700 hover:bg-green-800"
              }`}
            >
              {pending ? "Saving..." : dialog === "negative" ? text.reject : text.approve}
            </button>
          </DialogActions>
        </form>
      </Dialog>
    </div>
  );
}
