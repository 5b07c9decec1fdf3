"use client";

import type { ComponentProps } from "react";
import { PasswordInput } from "@/components/ui/password-input";

/** One password rule and whether the text typed so far meets it (the accounts' `passwordRuleStates`). */
type RuleState = { rule: { id: string; label: string }; met: boolean };

type Props = Omit<ComponentProps<"input">, "type" | "value"> & {
  /** The text typed so far (the form's watched value). */
  password: string;
  /** Every rule a new password must meet, each said met or not for `password`. */
  rules: readonly RuleState[];
};

/**
 * A new password's input with the rules under it from the start, each ticked as it is met
 * (decisions.md section 19: people met the rules only after a failed try). The list is part of the
 * input's description, and each rule says "met" or "not met" in words, not by colour or icon alone.
 * The spec's one message still comes on submit, from the schema. Used as a Field's child: Field's
 * id and aria-describedby (the error) arrive here, and the rules' id is added to the latter.
 */
export function NewPasswordInput({ password, rules, "aria-describedby": describedBy, ...props }: Props) {
  const rulesId = `${props.id ?? "new-password"}-rules`;
  const metCount = rules.filter((state) => state.met).length;
  return (
    <>
      <PasswordInput {...props} aria-describedby={[describedBy, rulesId].filter(Boolean).join(" ")} />
      <div id={rulesId} className="mt-2 text-sm">
        <p className="text-slate-700">Your password needs:</p>
        <ul className="mt-1 space-y-0.5">
          {rules.map(({ rule, met }) => (
            <li key={rule.id} data-met={met} className={`flex items-center gap-2 ${met ? "text-emerald-800" : "text-slate-600"}`}>
              {/* A tick or a ring drawn by CSS: two icons' paths would add to the signup page's script. */}
              <span aria-hidden="true" className="grid size-4 shrink-0 place-items-center">
                <span className={met ? "mb-0.5 h-2.5 w-1.5 rotate-45 border-r-[2.5px] border-b-[2.5px] border-current" : "size-3 rounded-full border-[1.5px] border-current"} />
              </span>
              <span>
                {rule.label}
                <span className="sr-only">{met ? " (met)" : " (not met)"}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      {/* A short spoken summary as the count changes: re-reading the whole list on each key would be noise. */}
      <p aria-live="polite" className="sr-only">
        {password ? `${metCount} of ${rules.length} password rules met` : ""}
      </p>
    </>
  );
}
