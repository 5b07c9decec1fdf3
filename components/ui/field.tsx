import { cloneElement, type ReactElement } from "react";

type ControlProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/** Visible label + control + optional hint + error text, wired together for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactElement<ControlProps>;
}) {
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
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {props.label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> (optional)</span>
        )}
      </label>
      {control}
      {props.hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
