import { cloneElement, type ReactElement } from "react";

type ControlProps = {
  id?: string;
  className?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/** Visible label + control + error text, wired together for screen readers. */
export function FormField(props: { id: string; label: string; error?: string; children: ReactElement<ControlProps> }) {
  const errorId = `${props.id}-error`;
  const control = cloneElement(props.children, {
    id: props.id,
    className: "field-control",
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": props.error ? errorId : undefined,
    "aria-required": true,
  });
  return (
    <div>
      <label htmlFor={props.id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {props.label}
        <span aria-hidden="true" className="text-red-700"> *</span>
      </label>
      {control}
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
