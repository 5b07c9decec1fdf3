import { cloneElement, type ReactElement } from "react";

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
export function RequiredMark({ required, plain }: { required: boolean; plain: boolean }) {
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
