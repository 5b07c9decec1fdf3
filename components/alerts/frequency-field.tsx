"use client";

import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { ChoiceField, ChoiceOption } from "@/components/ui/choice-field";
import { FREQUENCY_OPTIONS } from "@/lib/alerts/rules/query-summary";

/** "How often" as a radio group: a fieldset whose legend is the visible label. */
export function FrequencyField({ registration, error }: { registration: UseFormRegisterReturn; error?: string }) {
  const id = useId();
  return (
    <ChoiceField legend="Frequency" errorId={`${id}-error`} error={error} optionsClassName="flex flex-wrap gap-2">
      {FREQUENCY_OPTIONS.map((option) => (
        <ChoiceOption key={option.value} value={option.value} {...registration}>
          <span>
            <span className="font-medium">{option.label}</span>
            <span className="text-slate-600"> ({option.hint})</span>
          </span>
        </ChoiceOption>
      ))}
    </ChoiceField>
  );
}
