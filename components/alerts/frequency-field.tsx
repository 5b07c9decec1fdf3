"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ChoiceField } from "@/components/ui/field";
import { FREQUENCY_OPTIONS } from "@/lib/alerts/rules/query-summary";

/** "How often" as a radio group: a fieldset whose legend is the visible label. */
export function FrequencyField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  return (
    <ChoiceField legend="Frequency" errorId={`${id}-error`} error={error} optionsClassName="flex flex-wrap gap-2">
      {FREQUENCY_OPTIONS.map((option) => (
        <label
          key={option.value}
          className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
        >
          <input type="radio" value={option.value} className="size-4 accent-brand-600" {...registration} />
          <span>
            <span className="font-medium">{option.label}</span>
            <span className="text-slate-600"> ({option.hint})</span>
          </span>
        </label>
      ))}
    </ChoiceField>
  );
}
