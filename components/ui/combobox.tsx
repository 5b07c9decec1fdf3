"use client";

import type { ComponentPropsWithRef, Dispatch, KeyboardEvent, ReactNode, SetStateAction } from "react";

// The ARIA 1.2 combobox pattern (an input, a listbox, aria-activedescendant) shared by the type-ahead
// fields: the city of Find Jobs and the skill picker. What the field offers, when its list shows and
// what a pick does stay with each field; the markup, the roles and the arrow keys are here.

/** The attributes the combobox sets itself: the rest (value, handlers, limits, ref) are the caller's. */
type OwnInputAttributes = "id" | "type" | "role" | "className" | "autoComplete" | "children" | "aria-autocomplete" | "aria-expanded" | "aria-controls" | "aria-activedescendant";

type ComboboxProps<T> = Omit<ComponentPropsWithRef<"input">, OwnInputAttributes> & {
  label: string;
  inputId: string;
  /** The listbox's accessible name. */
  listLabel: string;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  /** Layout of an option beyond the shared look (e.g. a row holding a name and a note). */
  optionClassName?: string;
  /** Whether the listbox shows now: the field decides (a list still loading stays hidden). */
  expanded: boolean;
  /** The highlighted option's index; -1 for none. */
  active: number;
  /** An option clicked. */
  onPick: (option: T) => void;
  /** Under the input: a hint or a status line. */
  below?: ReactNode;
};

/** The listbox's box: under the input, above the page, scrolling past 16rem. */
export const LISTBOX_CLASS = "absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg";

/** The input's side of the pattern: its role and the ARIA tying it to the listbox and the highlighted option. */
export function comboboxInputAttributes({ listId, expanded, active, optionId }: { listId: string; expanded: boolean; active: number; optionId: (index: number) => string }) {
  return {
    type: "text",
    role: "combobox",
    "aria-autocomplete": "list",
    "aria-expanded": expanded,
    "aria-controls": listId,
    "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
    autoComplete: "off",
  } as const;
}

export function Combobox<T>({
  label,
  inputId,
  listLabel,
  options,
  optionKey,
  renderOption,
  optionClassName = "",
  expanded,
  active,
  onPick,
  below,
  ...inputProps
}: ComboboxProps<T>) {
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input {...inputProps} id={inputId} {...comboboxInputAttributes({ listId, expanded, active, optionId })} className="field-control py-2" />
      {below}
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className={LISTBOX_CLASS}
      >
        {options.map((option, index) => (
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur (which closes the list, or commits the typed
            // text) would run before the click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              onPick(option);
            }}
            className={`${optionClassName} cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-50"}`}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
    </div>
  );
}

type ComboboxKeys = {
  expanded: boolean;
  /** How many options the list has (or shows on opening). */
  count: number;
  /** Whether Escape has something to close now. */
  closable: boolean;
  /** Whether an arrow opens the list before it has any option (otherwise the key does nothing then). */
  opensEmpty?: boolean;
  setOpen: (open: boolean) => void;
  setActive: Dispatch<SetStateAction<number>>;
};

/**
 * The arrow keys and Escape of the combobox pattern: a closed list opens on its first option (down)
 * or its last (up), an open one moves round; Escape closes. Returns whether it used the key: Enter,
 * which picks, is the field's own.
 */
export function handleComboboxKey(event: KeyboardEvent<HTMLInputElement>, { expanded, count, closable, opensEmpty = false, setOpen, setActive }: ComboboxKeys): boolean {
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    event.preventDefault();
    const step = event.key === "ArrowDown" ? 1 : -1;
    if (expanded) {
      setActive((current) => (current + step + count) % count);
    } else if (count > 0 || opensEmpty) {
      setOpen(true);
      setActive(step === 1 ? 0 : count - 1);
    }
    return true;
  }
  if (event.key === "Escape" && closable) {
    event.preventDefault();
    setOpen(false);
    setActive(-1);
    return true;
  }
  return false;
}
