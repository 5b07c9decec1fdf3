"use client";

import { type FormEvent, useState, useTransition } from "react";
import { setPolicyAction } from "@/lib/campus/actions/rosters";
import { POLICY_LABELS } from "@/lib/campus/rules/common";
import { DREAM_FACTOR, POLICIES } from "@/lib/campus/schemas/common";
import { runAction } from "@/lib/client/run-action";
import { ChoiceField, ChoiceOption } from "@/components/ui/choice-field";
import { SubmitButton } from "@/components/ui/submit-button";

// The institute's offer policy (decisions.md section 18): one rule for registering and for accepting.

type Policy = (typeof POLICIES)[number];

const EXPLANATIONS: Record<Policy, string> = {
  one_offer: "A student who accepts an offer is withdrawn from every other drive and cannot register for more.",
  dream: `A student who accepted an offer may still register for, and accept, a drive paying at least ${DREAM_FACTOR} times the accepted salary; accepting it withdraws the earlier offer.`,
};

export function PolicyForm({ policy }: { policy: Policy }) {
  const [chosen, setChosen] = useState<Policy>(policy);
  const [pending, startTransition] = useTransition();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startTransition(() =>
      runAction(() => setPolicyAction({ policy: chosen }), {
        successToast: "Offer policy saved.",
        errorToast: "Could not save the policy. Please try again later.",
        onFailure: () => setChosen(policy),
      }),
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <ChoiceField legend="Offer policy" errorId="policy-error" optionsClassName="grid gap-3">
        {POLICIES.map((value) => (
          <ChoiceOption key={value} name="policy" value={value} checked={chosen === value} onChange={() => setChosen(value)}>
            <span>
              <span className="block font-semibold">{POLICY_LABELS[value]}</span>
              <span className="block text-slate-600">{EXPLANATIONS[value]}</span>
            </span>
          </ChoiceOption>
        ))}
      </ChoiceField>
      <SubmitButton label="Save policy" busyLabel="Saving..." busy={pending} />
    </form>
  );
}
