"use client";

import { useState, type FormEvent } from "react";
import { Dialog } from "@/components/ui/dialog";
import { DialogButtons } from "@/components/ui/dialog-buttons";
import { GST_STATE_NAMES } from "@/lib/billing/rules/states";
import { BILLING_STATE_MESSAGE, feeWithGstText, payAfterPlacementTerms, type TrainingFeePlanName } from "@/lib/billing/rules/training-fees";

/** A programme's fee terms as the programme JSON carries them (decisions.md section 21). */
export type FeeTermsJson = { fee: number; payAfterPlacement: { available: boolean; minAnnualCtc: number | null } };

export type FeeChoiceJson = { plan: TrainingFeePlanName; billingState: string };

/**
 * Asks how a fee-charging batch is paid for (decisions.md section 21): the fee and its GST, pay now (an
 * invoice due in 7 days) or, where offered, after placement with its terms, and the state the invoice
 * names (it decides the GST split). Enrols on submit through `onChoose`.
 */
export function FeePlanDialog({ open, onClose, terms, busy, onChoose }: { open: boolean; onClose: () => void; terms: FeeTermsJson; busy: boolean; onChoose: (choice: FeeChoiceJson) => void }) {
  const afterPlacement = terms.payAfterPlacement.available && terms.payAfterPlacement.minAnnualCtc !== null;
  const [plan, setPlan] = useState<TrainingFeePlanName>("pay_now");
  const [billingState, setBillingState] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!billingState) return setError(BILLING_STATE_MESSAGE);
    setError(null);
    onChoose({ plan, billingState });
  }

  return (
    <Dialog open={open} onClose={onClose} title="How will you pay?" description={`This batch's fee is ${feeWithGstText(terms.fee)}.`}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-slate-900">Plan</legend>
          <label className="flex items-start gap-2 text-sm">
            <input type="radio" name="plan" value="pay_now" checked={plan === "pay_now"} onChange={() => setPlan("pay_now")} className="mt-1" />
            <span>
              <strong>Pay now</strong>: an invoice is sent to you at once, due in 7 days.
            </span>
          </label>
          {afterPlacement ? (
            <label className="flex items-start gap-2 text-sm">
              <input type="radio" name="plan" value="pay_after_placement" checked={plan === "pay_after_placement"} onChange={() => setPlan("pay_after_placement")} className="mt-1" />
              <span>
                <strong>Pay after placement</strong>: {payAfterPlacementTerms(terms.payAfterPlacement.minAnnualCtc!)}
              </span>
            </label>
          ) : null}
        </fieldset>
        <div>
          <label htmlFor="fee-billing-state" className="block text-sm font-semibold text-slate-900">
            Your state
          </label>
          <select
            id="fee-billing-state"
            value={billingState}
            onChange={(event) => setBillingState(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "fee-billing-state-error" : undefined}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            <option value="">Choose your state</option>
            {GST_STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {error ? (
            <p id="fee-billing-state-error" className="mt-1 text-sm text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <DialogButtons busy={busy} submit={busy ? "Enrolling..." : "Enrol"} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
