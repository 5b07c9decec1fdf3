"use client";

import { useId, useMemo, useState, type KeyboardEvent } from "react";
import { Combobox, handleComboboxKey } from "@/components/ui/combobox";

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
  const hintId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestCities(cities, value), [cities, value]);
  const expanded = open && suggestions.length > 0;

  function commit(city: string) {
    setOpen(false);
    setActive(-1);
    onInput(city);
    if (city !== applied) onCommit(city);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // An arrow opens the list even while it has no suggestion: suggestions arriving meanwhile (a newly
    // chosen state's cities) then show with the first highlighted.
    if (handleComboboxKey(event, { expanded, count: suggestions.length, closable: expanded, opensEmpty: true, setOpen, setActive })) return;
    if (event.key === "Enter" && expanded && active >= 0) {
      // Picks the suggestion instead of submitting the search form.
      event.preventDefault();
      commit(suggestions[active]);
    }
  }

  return (
    <Combobox
      label={label}
      inputId={inputId}
      listLabel="Suggestions"
      options={suggestions}
      optionKey={(city) => city}
      renderOption={(city) => city}
      expanded={expanded}
      active={active}
      onPick={commit}
      below={
        hint ? (
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        ) : null
      }
      aria-describedby={hint ? hintId : undefined}
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
    />
  );
}
