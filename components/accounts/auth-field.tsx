import { cloneElement, type ReactElement } from "react";

type ControlProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/** Visible label + control + error text, wired together for screen readers. */
export function AuthField(props: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: ReactElement<ControlProps>;
}) {
  const required = props.required ?? true;
  const errorId = `${props.id}-error`;
  const control = cloneElement(props.children, {
    id: props.id,
    className: props.children.props.className ?? "field-control",
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
    "aria-required": required || undefined,
  });
  return (
    <div>
      {/* The label holds only the field's name (tests and screen readers match it exactly); the
          required / optional hint sits beside it. */}
      <div className="mb-1.5 flex items-baseline gap-1 text-sm">
        <label htmlFor={props.id} className="font-semibold text-slate-800">
          {props.label}
        </label>
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : (
          <span className="text-slate-600">(optional)</span>
        )}
      </div>
      {control}
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
