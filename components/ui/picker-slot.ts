import type { ComponentType } from "react";
import type { Chip } from "@/components/ui/removable-chips";

/**
 * A type-ahead the page hands in as a slot (the skills catalogue's SkillSearch, components/skills):
 * one capability's components do not import another's (docs/architecture.md), so the forms and filters
 * that pick skills take it as a prop. It answers each pick (at least an id and a name).
 */
export type PickerSlot<T extends Chip = Chip> = ComponentType<{
  label: string;
  onPick: (item: T) => void;
  exclude?: readonly string[];
  disabled?: boolean;
  placeholder?: string;
}>;
