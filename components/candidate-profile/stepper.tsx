"use client";

import { Check } from "lucide-react";
import { STEP_TITLES } from "@/lib/candidate-profile/schemas/steps";

/** The wizard's steps as an ordered list of buttons; the current one has aria-current="step". */
export function Stepper({ current, onSelect }: { current: number; onSelect: (step: number) => void }) {
  return (
    <nav aria-label="Profile steps">
      <ol className="grid gap-2 sm:grid-cols-4">
        {STEP_TITLES.map((title, index) => {
          const isCurrent = index === current;
          const isDone = index < current;
          return (
            <li key={title}>
              <button
                type="button"
                onClick={() => onSelect(index)}
                aria-current={isCurrent ? "step" : undefined}
                className={`flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left text-sm font-semibold transition-colors ${
                  isCurrent
                    ? "border-brand-700 bg-brand-50 text-brand-800"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs ${
                    isCurrent ? "bg-brand-700 text-white" : isDone ? "bg-green-700 text-white" : "bg-slate-200 text-slate-800"
                  }`}
                >
                  {isDone ? <Check className="size-4" /> : index + 1}
                </span>
                {title}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
