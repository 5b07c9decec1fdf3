import type { ComponentProps, ReactNode } from "react";
import { FieldError, RequiredMark } from "@/components/ui/field";

// Radio (or checkbox) groups, apart from field.tsx: the account forms use Field alone, and every module
// a visitor's form imports comes to its page whole (decision 0037).

type ChoiceFieldProps = {
  legend: string;
  errorId: string;
  error?: string;
  /** The options' own layout (a column of cards, a row of radios). */
  optionsClassName: string;
  children: ReactNode;
};

/** A required radio group: a fieldset whose legend is the visible label (with Field's "*"), the options, the error. */
export function ChoiceField({ legend, errorId, error, optionsClassName, children }: ChoiceFieldProps) {
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold text-slate-800">
        {legend}
        <RequiredMark required plain={false} />
      </legend>
      <div className={optionsClassName}>{children}</div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

type ChoiceOptionProps = Omit<ComponentProps<"input">, "className" | "children"> & {
  /** The smaller card, for a row of many short options (a rating's 1 to 4). */
  compact?: boolean;
  /** The option's visible words, which name it. */
  children: ReactNode;
};

/**
 * One option of a ChoiceField: a bordered card, marked while checked, whose label wraps a radio (or,
 * given `type="checkbox"`, a checkbox). Takes every input prop, react-hook-form's `register` included.
 */
export function ChoiceOption({ compact = false, children, ...input }: ChoiceOptionProps) {
  return (
    <label className={compact ? COMPACT_OPTION : OPTION}>
      <input type="radio" className="size-4 accent-brand-600" {...input} />
      {children}
    </label>
  );
}

const OPTION =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";
const COMPACT_OPTION =
  "flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-2.5 py-1.5 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50";
