"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { Check } from "lucide-react";
import { comboboxInputAttributes, handleComboboxKey, LISTBOX_CLASS } from "@/components/ui/combobox";
import { FieldError, RequiredMark } from "@/components/ui/field";
import { RemovableChips } from "@/components/ui/removable-chips";

type Props = {
  id: string;
  label: string;
  /** The suggestions, in the order offered. */
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur?: () => void;
  /** Whether text that matches no suggestion can be added as typed ("Add “MBA”"). */
  allowCustom?: boolean;
  /** At most this many chosen; the list then offers only removals. */
  max?: number;
  /** Longest text a custom entry may have. */
  maxLength?: number;
  hint?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
};

/**
 * Several values picked from a searchable list (the ARIA 1.2 combobox with a multi-selectable listbox):
 * typing filters the suggestions, the arrow keys move through them, Enter (or a click) checks or
 * unchecks one, Escape closes the list, Backspace in an empty field removes the last chip. The chosen
 * values show as chips above the field, each with a named "Remove …" button. Replaces a multiple
 * <select> and its "hold Ctrl to pick more" instruction.
 */
export function MultiSelectCombobox({ id, label, options, value, onChange, onBlur, allowCustom = false, max = Infinity, maxLength = 60, hint, error, required = true, placeholder }: Props) {
  const listId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const chipsLabel = `Chosen ${label.toLowerCase()}`;
  const optionPrefix = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const typed = text.trim();
  const matches = options.filter((option) => option.toLowerCase().includes(typed.toLowerCase()));
  const known = [...options, ...value].some((option) => option.toLowerCase() === typed.toLowerCase());
  const custom = allowCustom && typed !== "" && !known && value.length < max ? typed.slice(0, maxLength) : null;
  // The rows shown: the matching suggestions (checked or not), then the typed text to add.
  const rows: { value: string; label: string; checked: boolean }[] = [
    ...matches.map((option) => ({ value: option, label: option, checked: value.includes(option) })),
    ...(custom ? [{ value: custom, label: `Add “${custom}”`, checked: false }] : []),
  ];
  const expanded = open && rows.length > 0;
  const optionId = (index: number) => `${optionPrefix}-option-${index}`;

  function toggle(item: string) {
    if (value.includes(item)) onChange(value.filter((v) => v !== item));
    else if (value.length < max) onChange([...value, item]);
    if (!options.includes(item)) setText("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (handleComboboxKey(event, { expanded, count: rows.length, closable: expanded, setOpen, setActive })) return;
    if (event.key === "Enter") {
      const row = expanded && active >= 0 ? rows[active] : custom ? { value: custom } : null;
      if (!row) return;
      // Enter picks here; it must not submit the form.
      event.preventDefault();
      toggle(row.value);
    } else if (event.key === "Backspace" && text === "" && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  }

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        <RequiredMark required={required} plain={false} />
      </label>
      <RemovableChips label={chipsLabel} chips={value.map((v) => ({ id: v, name: v }))} onRemove={(item) => onChange(value.filter((v) => v !== item))} className="mb-2" />
      <div className="relative">
        <input
          id={id}
          {...comboboxInputAttributes({ listId, expanded, active, optionId })}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          maxLength={maxLength}
          placeholder={placeholder}
          value={text}
          className="field-control"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            onBlur?.();
          }}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`Suggested ${label.toLowerCase()}`}
          aria-multiselectable="true"
          hidden={!expanded}
          className={LISTBOX_CLASS}
        >
          {rows.map((row, index) => (
            <li
              key={row.label}
              id={optionId(index)}
              role="option"
              aria-selected={row.checked}
              // mousedown, not click: the input's blur (which closes the list) would run before the click lands.
              onMouseDown={(event) => {
                event.preventDefault();
                toggle(row.value);
              }}
              className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-50"}`}
            >
              <span aria-hidden="true" className={`flex size-4 shrink-0 items-center justify-center rounded border ${row.checked ? "border-brand-700 bg-brand-700 text-white" : "border-slate-400 bg-white"}`}>
                {row.checked ? <Check className="size-3" /> : null}
              </span>
              {row.label}
            </li>
          ))}
        </ul>
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
