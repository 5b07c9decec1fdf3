import type { ReactNode } from "react";
import { Field } from "@/components/ui/field";

// Report pages choose what they show with GET forms: the URL holds the choice, so a reload or a shared
// link shows the same report, and the server draws it without any script.

/** A GET form named by `label`: its fields in a wrapping row, then the submit button. */
export function GetForm({ action, label, submitLabel, className, children }: { action: string; label: string; submitLabel: string; className?: string; children: ReactNode }) {
  return (
    <form method="get" action={action} className={`${className ? `${className} ` : ""}flex flex-wrap items-end gap-4`} aria-label={label}>
      {children}
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </form>
  );
}

type RangeFormProps = {
  action: string;
  label: string;
  submitLabel: string;
  className?: string;
  /** The inputs' ids are `${idPrefix}-from` and `${idPrefix}-to`; their names are `from` and `to`. */
  idPrefix: string;
  type: "date" | "month";
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  errors: Record<string, string>;
};

/** A from–to range (days or months) in a GET form, each end optional, with its error beside it. */
export function RangeForm({ idPrefix, type, fromLabel, toLabel, from, to, errors, ...form }: RangeFormProps) {
  return (
    <GetForm {...form}>
      <Field id={`${idPrefix}-from`} label={fromLabel} required={false} error={errors.from}>
        <input type={type} name="from" defaultValue={from} />
      </Field>
      <Field id={`${idPrefix}-to`} label={toLabel} required={false} error={errors.to}>
        <input type={type} name="to" defaultValue={to} />
      </Field>
    </GetForm>
  );
}
