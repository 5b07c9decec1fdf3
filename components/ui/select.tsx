import type { ComponentProps } from "react";

/** A plain string is both the option's value and its text. */
export type SelectOption = string | { value: string; label: string };

/**
 * A <select> built from a list of options, to put in a Field (which gives it its id, label, error
 * and aria wiring). The other props go to the <select>, so react-hook-form's `{...register(name)}`
 * (its ref included) or a controlled value/onChange work as on a bare one.
 */
export function Select({
  options,
  placeholder,
  ...select
}: Omit<ComponentProps<"select">, "children"> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select {...select}>
      {/* An empty first choice: the schema then rejects the form until one is picked. */}
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => {
        const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </select>
  );
}
