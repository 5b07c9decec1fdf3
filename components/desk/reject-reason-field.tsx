"use client";

import { REJECT_REASON_LABELS, REJECT_REASONS, type RejectReason } from "@/lib/pipeline/rules";
import { Field } from "@/components/ui/field";

/** Section 9's reasons as a required select: the pipeline's list and words, for rejecting a submittal. */
export function RejectReasonField({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (reason: RejectReason | "") => void }) {
  return (
    <Field id={id} label="Reason" error={error}>
      <select value={value} onChange={(event) => onChange(event.target.value as RejectReason | "")}>
        <option value="">Choose a reason</option>
        {REJECT_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {REJECT_REASON_LABELS[reason]}
          </option>
        ))}
      </select>
    </Field>
  );
}
