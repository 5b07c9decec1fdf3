import type { ReactNode } from "react";
import type { PickerSlot } from "@/components/ui/picker-slot";
import { RemovableChips, type Chip } from "@/components/ui/removable-chips";

type ChipPickerProps = {
  picker: PickerSlot;
  label: string;
  placeholder: string;
  /** What is chosen, in order: the picker leaves these out. */
  chips: readonly Chip[];
  /** At this many the picker is disabled and `fullHint` says why. */
  max: number;
  hint: string;
  fullHint: string;
  /** Names the list of chips ("Chosen skills"). */
  chipsLabel: string;
  onPick: (item: Chip) => void;
  onRemove: (id: string) => void;
  className?: string;
  /** Beside the picker: a hidden input that sends the choice with a GET form. */
  children?: ReactNode;
};

/**
 * A filter of several values picked with a type-ahead (Find Jobs' skills, the desk's): the picker,
 * a line under it, and the chosen values as removable chips. At `max` the picker is disabled rather
 * than hidden, so the reason stays on screen.
 */
export function ChipPicker({ picker: Picker, label, placeholder, chips, max, hint, fullHint, chipsLabel, onPick, onRemove, className, children }: ChipPickerProps) {
  const full = chips.length >= max;
  return (
    <div className={className}>
      <Picker label={label} placeholder={full ? undefined : placeholder} exclude={chips.map((chip) => chip.id)} disabled={full} onPick={onPick} />
      {children}
      <p className="mt-1 text-xs text-slate-600">{full ? fullHint : hint}</p>
      <RemovableChips label={chipsLabel} chips={chips} onRemove={onRemove} />
    </div>
  );
}
