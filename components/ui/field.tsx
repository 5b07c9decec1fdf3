import { cloneElement, type ComponentProps, type ReactElement, type ReactNode } from "react";

type ControlProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /**
   * The <label> holds only the field's name, with the required / optional mark beside it: the
   * account forms' layout, whose tests and e2e specs match the accessible name exactly ("Website",
   * not "Website (optional)"). Without it the mark is part of the label, as the other forms' specs expect.
   */
  plainLabel?: boolean;
};

/** Visible label + control + optional hint + error text, wired together for screen readers. */
export function Field(props: FieldProps & { children: ReactElement<ControlProps> }) {
  const required = props.required ?? true;
  const errorId = `${props.id}-error`;
  const hintId = `${props.id}-hint`;
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const control = cloneElement(props.children, {
    id: props.id,
    className: `field-control ${props.children.props.className ?? ""}`.trim(),
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": required || undefined,
  });
  return (
    <div>
      {props.plainLabel ? (
        <div className="mb-1.5 flex items-baseline gap-1 text-sm">
          <label htmlFor={props.id} className="font-semibold text-slate-800">
            {props.label}
          </label>
          <RequiredMark required={required} plain />
        </div>
      ) : (
        <label htmlFor={props.id} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {props.label}
          <RequiredMark required={required} plain={false} />
        </label>
      )}
      {control}
      {props.hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {props.hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

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

/** A field's error under it, by the id its control's aria-describedby names; nothing without one. */
export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  );
}

/** The "*" (hidden from screen readers, which get aria-required) or "(optional)" after the name. */
function RequiredMark({ required, plain }: { required: boolean; plain: boolean }) {
  // Beside a plain label the flex gap spaces the mark; inside the label a leading space does.
  const space = plain ? "" : " ";
  if (required) {
    return (
      <span aria-hidden="true" className="text-red-700">
        {`${space}*`}
      </span>
    );
  }
  return <span className={plain ? "text-slate-600" : "font-normal text-slate-600"}>{`${space}(optional)`}</span>;
}
