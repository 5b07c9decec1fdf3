"use client";

import { useId, useState, type FormEvent } from "react";
import type { Result } from "@/lib/api/result";
import type { CompanySubmittal } from "@/lib/desk/contract/common";
import { REASON_REQUIRED } from "@/lib/desk/schemas/common";
import { runAction, type ActionFailure } from "@/lib/client/run-action";
import type { RejectReason } from "@/lib/pipeline/rules";
import { DialogButton } from "@/components/ui/dialog-button";
import { FormFooter } from "@/components/ui/dialog-buttons";
import { RejectReasonField } from "@/components/desk/reject-reason-field";

const FAILED = "Could not record the decision. Please try again.";

export type Decide = (decision: "accept" | "reject", reason?: RejectReason) => Promise<Result<CompanySubmittal>>;

type Props = {
  candidateName: string;
  decide: Decide;
  /** After a decision was recorded, with the submittal as it now stands. */
  onDecided: (submittal: CompanySubmittal) => void;
  /** A refusal that leaves the shown state behind (decided by someone else, applied meanwhile): the page reloads. */
  onRefused?: (failure: ActionFailure) => void;
};

/**
 * The company's decision on a candidate put forward by TalentBridge: Accept at once (the candidate
 * joins the applicants at Screening), Reject in a dialog that asks for section 9's reason.
 */
export function ReviewDecision({ candidateName, decide, onDecided, onRefused }: Props) {
  const [busy, setBusy] = useState(false);

  async function accept() {
    setBusy(true);
    await runAction(() => decide("accept"), {
      successToast: `${candidateName} is now an applicant at Screening`,
      errorToast: FAILED,
      onSuccess: onDecided,
      onFailure: onRefused,
    });
    setBusy(false);
  }

  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className="btn-primary px-4 py-2" disabled={busy} onClick={() => void accept()} aria-label={`Accept ${candidateName}`}>
        Accept
      </button>
      <DialogButton
        label={`Reject ${candidateName}`}
        className="btn-outline px-4 py-2"
        title={`Reject ${candidateName}`}
        description="TalentBridge and the candidate are told, with the reason. This cannot be undone."
      >
        {(close) => (
          <RejectForm
            decide={decide}
            onCancel={close}
            onDecided={(submittal) => {
              close();
              onDecided(submittal);
            }}
            onRefused={onRefused}
          />
        )}
      </DialogButton>
    </div>
  );
}

/** Mounted each time the dialog opens: a fresh form. */
function RejectForm({ decide, onCancel, onDecided, onRefused }: Pick<Props, "decide" | "onDecided" | "onRefused"> & { onCancel: () => void }) {
  const id = useId();
  const [reason, setReason] = useState<RejectReason | "">("");
  const [errors, setErrors] = useState<{ reason?: string; root?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setErrors({ reason: REASON_REQUIRED });
      return;
    }
    setBusy(true);
    await runAction(() => decide("reject", reason), {
      successToast: "Rejected. TalentBridge and the candidate are told.",
      errorToast: FAILED,
      // A refusal is said in the dialog.
      refusalToast: () => null,
      onSuccess: onDecided,
      onFailure: (failure) => {
        setErrors(failure.errors?.reason ? { reason: failure.errors.reason } : { root: failure.message || FAILED });
        // Anything but bad input leaves the shown state behind (decided elsewhere, the link refused).
        if (failure.status !== 400) onRefused?.(failure);
      },
    });
    setBusy(false);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <RejectReasonField
        id={`${id}-reason`}
        value={reason}
        error={errors.reason}
        onChange={(value) => {
          setReason(value);
          setErrors({});
        }}
      />
      <FormFooter error={errors.root} submitting={busy} onCancel={onCancel} submitLabel="Reject" submittingLabel="Rejecting..." />
    </form>
  );
}
