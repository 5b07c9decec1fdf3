"use client";

import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { apiRequest } from "@/lib/client/api";
import type { SkillJson } from "@/lib/skills/contract";
import type { getSkills } from "@/lib/skills/operations/catalogue";
import { Combobox, handleComboboxKey } from "@/components/ui/combobox";
import { useDebouncedRequest } from "@/components/ui/use-debounced-request";

/** Typing pauses this long before the catalogue is asked: one call per word, not per key. */
export const SKILL_SEARCH_DEBOUNCE_MS = 250;
/** Options shown at once: enough to pick from, few enough to read on a phone. */
const MAX_OPTIONS = 10;
/** The API's cap on limit (GET skills answers 400 beyond). */
const API_MAX_LIMIT = 50;

type SkillSearchProps = {
  label: string;
  onPick: (skill: SkillJson) => void;
  /** Ids already chosen: hidden from the options. */
  exclude?: readonly string[];
  disabled?: boolean;
  placeholder?: string;
  id?: string;
};

/**
 * A type-ahead skill picker over GET skills (the ARIA 1.2 combobox pattern, as the city field of Find
 * Jobs: an input, a listbox, aria-activedescendant). Arrow keys move through the options, Enter picks
 * the highlighted one (or the top one: exact alias hits come first, so "k8s" Enter is Kubernetes),
 * Escape closes the list. Only a pick reaches the caller; the typed text is never a value, and the
 * field clears after a pick so the next skill can be typed at once.
 */
export function SkillSearch({ label, onPick, exclude = [], disabled = false, placeholder, id }: SkillSearchProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const statusId = `${inputId}-status`;
  const [text, setText] = useState("");
  const [found, setFound] = useState<SkillJson[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);

  // Asking for more than shown leaves enough after the chosen ones are hidden.
  const excludeKey = exclude.join("\u0000");
  const limit = Math.min(API_MAX_LIMIT, MAX_OPTIONS + exclude.length);
  const options = useMemo(() => {
    const hidden = new Set(excludeKey ? excludeKey.split("\u0000") : []);
    return found.filter((skill) => !hidden.has(skill.id)).slice(0, MAX_OPTIONS);
  }, [found, excludeKey]);

  const query = text.trim();
  const [status, setStatus] = useDebouncedRequest(
    query ? JSON.stringify([query, limit]) : null,
    SKILL_SEARCH_DEBOUNCE_MS,
    (signal) => apiRequest<typeof getSkills>("GET", "/skills", { query: { search: query, limit }, signal }),
    (result) => {
      setFound(result.ok ? result.data.skills : []);
      setActive(-1);
    },
  );

  const searching = query !== "" && status !== "idle";
  const expanded = open && searching && status === "done" && options.length > 0;
  const message = !open || !searching ? "" : status === "loading" ? "Searching..." : status === "failed" ? "Could not load skills. Please try again." : options.length === 0 ? "No skills match" : "";

  function pick(skill: SkillJson) {
    onPick(skill);
    setText("");
    setFound([]);
    setStatus("idle");
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Escape also hides the status line: it shows only while the list is open.
    if (handleComboboxKey(event, { expanded, count: options.length, closable: open, setOpen, setActive })) return;
    if (event.key === "Enter") {
      // The typed text is no form value: Enter never submits the surrounding form from here.
      if (query || expanded) event.preventDefault();
      if (expanded) pick(options[active >= 0 ? active : 0]);
    }
  }

  return (
    <Combobox
      label={label}
      inputId={inputId}
      listLabel={`${label}: suggestions`}
      options={options}
      optionKey={(skill) => skill.id}
      optionClassName="flex items-baseline justify-between gap-3"
      renderOption={(skill) => (
        <>
          <span>{skill.name}</span>
          {/* Seen, not read out: an option's name is the skill's name alone. */}
          <span aria-hidden="true" className="text-xs text-slate-500">
            {skill.category}
          </span>
        </>
      )}
      expanded={expanded}
      active={active}
      onPick={pick}
      below={
        <p id={statusId} role="status" className={message ? "mt-1 text-xs text-slate-600" : "sr-only"}>
          {message}
        </p>
      }
      ref={inputRef}
      aria-describedby={message ? statusId : undefined}
      maxLength={60}
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.target.value);
        setOpen(true);
        setActive(-1);
        if (!event.target.value.trim()) setStatus("idle");
      }}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={onKeyDown}
    />
  );
}
