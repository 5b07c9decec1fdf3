"use client";

import { useState } from "react";
import { MAX_SKILL_FILTER_IDS, joinSkillIds, splitSkillIds } from "@/lib/job-search/rules/filters";
import type { PickerSlot } from "@/components/ui/picker-slot";
import { ChipPicker } from "@/components/ui/chip-picker";

export type SkillName = { id: string; name: string };

type SkillFilterProps = {
  /** The applied ids as the URL holds them: "react,docker" ("" = any skill). */
  value: string;
  /** Names of the applied ids, resolved by the page's loader (an id without one shows as itself). */
  known: readonly SkillName[];
  onChange: (value: string) => void;
  picker: PickerSlot;
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

  return (
    <ChipPicker
      className="sm:col-span-2"
      picker={Picker}
      label="Skills"
      placeholder="e.g. React, Docker"
      chips={ids.map((id) => ({ id, name: names.get(id) ?? id }))}
      max={MAX_SKILL_FILTER_IDS}
      hint="Jobs asking for any of these skills."
      fullHint={`You can filter by at most ${MAX_SKILL_FILTER_IDS} skills.`}
      chipsLabel="Chosen skills"
      onPick={(skill) => {
        setPicked((list) => [...list, { id: skill.id, name: skill.name }]);
        onChange(joinSkillIds([...ids, skill.id]));
      }}
      onRemove={(id) => onChange(joinSkillIds(ids.filter((other) => other !== id)))}
    />
  );
}
