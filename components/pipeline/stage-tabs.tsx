"use client";

import { useRef, type KeyboardEvent } from "react";
import { EMPLOYER_STAGE_LABELS, STAGES, type Stage } from "@/lib/pipeline/rules";

export type StageFilter = Stage | "all";

const FILTERS: readonly StageFilter[] = ["all", ...STAGES];

export const tabId = (filter: StageFilter) => `stage-tab-${filter}`;
export const STAGE_PANEL_ID = "stage-panel";

function label(filter: StageFilter, counts: Partial<Record<Stage, number>>): string {
  if (filter === "all") return `All (${STAGES.reduce((sum, stage) => sum + (counts[stage] ?? 0), 0)})`;
  return `${EMPLOYER_STAGE_LABELS[filter]} (${counts[filter] ?? 0})`;
}

/**
 * The stage filter as an ARIA tablist (the list below is its tabpanel): one tab stop, arrow keys,
 * Home and End move and select (automatic activation: a tab only re-filters the list).
 */
export function StageTabs({
  value,
  counts,
  onChange,
}: {
  value: StageFilter;
  counts: Partial<Record<Stage, number>>;
  onChange: (filter: StageFilter) => void;
}) {
  const refs = useRef(new Map<StageFilter, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = FILTERS.indexOf(value);
    const next =
      event.key === "ArrowRight"
        ? FILTERS[(index + 1) % FILTERS.length]
        : event.key === "ArrowLeft"
          ? FILTERS[(index - 1 + FILTERS.length) % FILTERS.length]
          : event.key === "Home"
            ? FILTERS[0]
            : event.key === "End"
              ? FILTERS[FILTERS.length - 1]
              : null;
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label="Stages"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-slate-200 pb-px"
    >
      {FILTERS.map((filter) => {
        const selected = filter === value;
        return (
          <button
            key={filter}
            ref={(node) => {
              if (node) refs.current.set(filter, node);
              else refs.current.delete(filter);
            }}
            type="button"
            role="tab"
            id={tabId(filter)}
            aria-selected={selected}
            aria-controls={STAGE_PANEL_ID}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(filter)}
            className={`shrink-0 rounded-t-lg border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
              selected ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
            }`}
          >
            {label(filter, counts)}
          </button>
        );
      })}
    </div>
  );
}
