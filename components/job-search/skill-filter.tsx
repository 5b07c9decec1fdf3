"use client";

import { useState, type ComponentType } from "react";
import { RemovableChips } from "@/components/ui/removable-chips";
import { MAX_SKILL_FILTER_IDS, joinSkillIds, splitSkillIds } from "@/lib/job-search/rules/filters";
import type { SkillJson } from "@/lib/skills/contract";

export type SkillName = { id: string; name: string };

/**
 * The catalogue's type-ahead (components/skills/skill-search.tsx SkillSearch), handed in by the page:
 * one capability's components do not import another's (docs/architecture.md, a slot).
 */
export type SkillPicker = ComponentType<{
  label: string;
  onPick: (skill: SkillJson) => void;
  exclude?: readonly string[];
  disabled?: boolean;
  placeholder?: string;
}>;

type SkillFilterProps = {
  /** The applied ids as the URL holds them: "react,docker" ("" = any skill). */
  value: string;
  /** Names of the applied ids, resolved by the page's loader (an id without one shows as itself). */
  known: readonly SkillName[];
  onChange: (value: string) => void;
  picker: SkillPicker;
};

/**
 * Find Jobs' skills filter (decisions.md section 14): jobs asking for any of the chosen skills. A
 * pick or a removal applies at once, like the selects; the chips name what is applied.
 */
export function SkillFilter({ value, known, onChange, picker: Picker }: SkillFilterProps) {
  // Names of skills picked here since the page loaded: the URL holds ids only.
  const [picked, setPicked] = useState<SkillName[]>([]);
  const ids = splitSkillIds(value);
  const names = new Map([...known, ...picked].map((s) => [s.id, s.name]));
  const full = ids.length >= MAX_SKILL_FILTER_IDS;

  return (
    <div className="sm:col-span-2">
      <Picker
        label="Skills"
        placeholder={full ? undefined : "e.g. React, Docker"}
        exclude={ids}
        disabled={full}
        onPick={(skill) => {
          setPicked((list) => [...list, { id: skill.id, name: skill.name }]);
          onChange(joinSkillIds([...ids, skill.id]));
        }}
      />
      <p className="mt-1 text-xs text-slate-600">
        {full ? `You can filter by at most ${MAX_SKILL_FILTER_IDS} skills.` : "Jobs asking for any of these skills."}
      </p>
      <RemovableChips
        label="Chosen skills"
        chips={ids.map((id) => ({ id, name: names.get(id) ?? id }))}
        onRemove={(id) => onChange(joinSkillIds(ids.filter((other) => other !== id)))}
      />
    </div>
  );
}
