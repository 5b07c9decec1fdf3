import { X } from "lucide-react";

export type Chip = { id: string; name: string };

/** Chosen items as chips, each with a named "Remove …" button (filters that pick several values). */
export function RemovableChips({ label, chips, onRemove, className = "mt-2" }: { label: string; chips: readonly Chip[]; onRemove: (id: string) => void; className?: string }) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label={label} className={`${className} flex flex-wrap gap-2`}>
      {chips.map((chip) => (
        <li key={chip.id} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200 ring-inset">
          {chip.name}
          <button type="button" aria-label={`Remove ${chip.name}`} onClick={() => onRemove(chip.id)} className="rounded-full p-1 hover:bg-brand-100">
            <X aria-hidden="true" className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}
