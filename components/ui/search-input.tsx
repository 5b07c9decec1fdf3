import { Search } from "lucide-react";

/**
 * A search box whose label is for screen readers only (the magnifier and the placeholder say it to
 * sighted users); it filters as the user types, so there is no button.
 */
export function SearchInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Width classes for the wrapper. */
  className: string;
}) {
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        className="field-control pl-10"
      />
    </div>
  );
}
