"use client";

import { useId, useMemo, useState, type KeyboardEvent } from "react";

/** Suggestions shown at once: enough to pick from, few enough to read on a phone. */
const MAX_SUGGESTIONS = 8;

type CityComboboxProps = {
  label: string;
  value: string;
  /** The city the list is filtered by now (the URL's): leaving the field applies only a change. */
  applied: string;
  /** The state's cities; empty when no state is chosen (the field then takes any typed city). */
  cities: readonly string[];
  /** Each keystroke: the form holds the text without applying it. */
  onInput: (value: string) => void;
  /** A suggestion picked, or the field left with new text: the filter applies. */
  onCommit: (value: string) => void;
  hint?: string;
};

/** Cities starting with the text first, then those containing it, in list order. */
export function suggestCities(cities: readonly string[], text: string, max = MAX_SUGGESTIONS): string[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return cities.slice(0, max);
  const starts: string[] = [];
  const contains: string[] = [];
  for (const city of cities) {
    const name = city.toLocaleLowerCase();
    if (name.startsWith(needle)) starts.push(city);
    else if (name.includes(needle)) contains.push(city);
    if (starts.length >= max) break;
  }
  return [...starts, ...contains].slice(0, max);
}

/**
 * A type-ahead city field (the ARIA 1.2 combobox pattern: an input, a listbox, aria-activedescendant),
 * in place of a select of hundreds of cities (Maharashtra has 575). Arrow keys move through the
 * suggestions, Enter picks one, Escape closes the list. Free text stays allowed: jobs store the city
 * their employer typed, which the list may spell differently.
 */
export function CityCombobox({ label, value, applied, cities, onInput, onCommit, hint }: CityComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestCities(cities, value), [cities, value]);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function commit(city: string) {
    setOpen(false);
    setActive(-1);
    onInput(city);
    if (city !== applied) onCommit(city);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && expanded && active >= 0) {
      // Picks the suggestion instead of submitting the search form.
      event.preventDefault();
      commit(suggestions[active]);
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={hint ? hintId : undefined}
        autoComplete="off"
        maxLength={100}
        value={value}
        placeholder="All cities"
        onChange={(event) => {
          onInput(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => commit(value.trim())}
        onKeyDown={onKeyDown}
        className="field-control py-2"
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((city, index) => (
          <li
            key={city}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur must not commit the typed text first.
            onMouseDown={(event) => {
              event.preventDefault();
              commit(city);
            }}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-900" : "text-slate-800 hover:bg-slate-50"}`}
          >
            {city}
          </li>
        ))}
      </ul>
    </div>
  );
}
