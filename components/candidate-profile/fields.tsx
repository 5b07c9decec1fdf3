"use client";

import type { ReactNode } from "react";
import { isChosenFile, isStoredLink, type FileValue } from "@/lib/candidate-profile/schemas/files";

type Common = {
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  hint?: string;
};

const fieldId = (name: string) => `profile-${name}`;

function Label({ name, label, required }: Pick<Common, "name" | "label" | "required">) {
  // The label holds only the field's name, so it is matched exactly; the required mark sits beside it.
  return (
    <div className="mb-1.5 flex items-baseline gap-1 text-sm">
      <label htmlFor={fieldId(name)} className="font-semibold text-slate-800">
        {label}
      </label>
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      ) : null}
    </div>
  );
}

function describedBy(name: string, error?: string, hint?: string, fromResume?: boolean): string | undefined {
  const ids = [hint ? `${fieldId(name)}-hint` : null, fromResume ? `${fieldId(name)}-resume` : null, error ? `${fieldId(name)}-error` : null];
  const present = ids.filter(Boolean);
  return present.length ? present.join(" ") : undefined;
}

function Messages({ name, error, hint, fromResume }: Pick<Common, "name" | "error" | "hint"> & { fromResume?: boolean }) {
  return (
    <>
      {fromResume ? (
        // The résumé filled it (docs/decisions/0051): said until the person edits it, so they review it.
        <p id={`${fieldId(name)}-resume`} className="mt-1.5 text-sm font-medium text-brand-800">
          Filled from your résumé
        </p>
      ) : null}
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId(name)}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

type TextProps = Common & {
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "email" | "tel" | "date" | "number";
  multiline?: boolean;
  readOnly?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "text" | "tel";
  min?: number;
  max?: number;
  maxLength?: number;
  /** The value came from the résumé and was not edited since: "Filled from your résumé". */
  fromResume?: boolean;
};

export function TextField(props: TextProps) {
  const shared = {
    id: fieldId(props.name),
    name: props.name,
    value: props.value,
    className: "field-control read-only:bg-slate-100",
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy(props.name, props.error, props.hint, props.fromResume),
    "aria-required": props.required || undefined,
    readOnly: props.readOnly,
    maxLength: props.maxLength,
  };
  return (
    <div>
      <Label name={props.name} label={props.label} required={props.required} />
      {props.multiline ? (
        <textarea rows={3} {...shared} onChange={(e) => props.onChange(e.target.value)} />
      ) : (
        <input
          type={props.type ?? "text"}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          min={props.min}
          max={props.max}
          step={props.type === "number" ? 1 : undefined}
          {...shared}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
      <Messages name={props.name} error={props.error} hint={props.hint} fromResume={props.fromResume} />
    </div>
  );
}

type SelectProps = Common & {
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
};

export function SelectField(props: SelectProps) {
  return (
    <div>
      <Label name={props.name} label={props.label} required={props.required} />
      <select
        id={fieldId(props.name)}
        name={props.name}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="field-control"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.name, props.error, props.hint)}
        aria-required={props.required || undefined}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <Messages name={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}

type CheckboxProps = Omit<Common, "required"> & { checked: boolean; onChange: (checked: boolean) => void };

/** A yes/no choice: the box before its label, the hint and error described as for the other fields. */
export function CheckboxField(props: CheckboxProps) {
  return (
    <div>
      <div className="flex items-center gap-2.5">
        <input
          id={fieldId(props.name)}
          name={props.name}
          type="checkbox"
          checked={props.checked}
          onChange={(e) => props.onChange(e.target.checked)}
          className="size-4 shrink-0 accent-brand-700"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={describedBy(props.name, props.error, props.hint)}
        />
        <label htmlFor={fieldId(props.name)} className="text-sm font-semibold text-slate-800">
          {props.label}
        </label>
      </div>
      <Messages name={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}

type FileProps = Common & {
  value: FileValue;
  onChange: (file: File | null) => void;
  accept: string;
  /** Changing it empties the native input (after a save). */
  resetKey: number;
};

/** A file input that says 'File selected' for a new choice or links to the stored file ('View File'). */
export function FileField(props: FileProps) {
  const status: ReactNode = isChosenFile(props.value) ? (
    <p className="mt-1.5 text-sm font-medium text-green-800">
      File selected
      <span className="ml-1 font-normal text-slate-600">({props.value.name})</span>
    </p>
  ) : isStoredLink(props.value) ? (
    <p className="mt-1.5 text-sm">
      <a href={props.value} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline underline-offset-4">
        View File<span className="sr-only"> ({props.label})</span>
      </a>
    </p>
  ) : null;
  return (
    <div>
      <Label name={props.name} label={props.label} required={props.required} />
      <input
        key={props.resetKey}
        id={fieldId(props.name)}
        name={props.name}
        type="file"
        accept={props.accept}
        onChange={(e) => props.onChange(e.target.files?.[0] ?? null)}
        className="block w-full rounded-lg border border-slate-400 bg-white text-sm text-slate-800 file:mr-3 file:rounded-l-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800 aria-invalid:border-red-700"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props.name, props.error, props.hint)}
        aria-required={props.required || undefined}
      />
      {status}
      <Messages name={props.name} error={props.error} hint={props.hint} />
    </div>
  );
}
