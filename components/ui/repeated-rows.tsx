"use client";

import type { ReactNode } from "react";

type Props = {
  /** The list's legend, e.g. "Rounds". */
  legend: string;
  intro: ReactNode;
  /** One row's name, e.g. "Round": its legend "Round 2", "Remove round 2", "Add round". */
  item: string;
  /** The rows' stable keys (react-hook-form's `field.id`), in order. */
  keys: readonly string[];
  max: number;
  /** The list's own message (none, too many...) and the id it is shown under. */
  error?: string;
  errorId: string;
  /** The grid of one row's fields. */
  gridClassName: string;
  renderRow: (index: number, key: string) => ReactNode;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** Whether row `index` may be removed (default: every row, while more than one). */
  removable?: (index: number) => boolean;
};

/** A form's list of like rows: a group per row with its own Remove button (while more than one), and Add below (up to `max`). */
export function RepeatedRows({ legend, intro, item, keys, max, error, errorId, gridClassName, renderRow, onAdd, onRemove, removable }: Props) {
  const lower = item.toLowerCase();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-4">
      <legend className="text-lg font-semibold text-slate-900">{legend}</legend>
      <p className="text-sm text-slate-600">{intro}</p>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <ol className="space-y-4">
        {keys.map((key, index) => (
          <li key={key}>
            <fieldset className="rounded-lg border border-slate-200 p-4">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {item} {index + 1}
              </legend>
              <div className={`grid gap-4 ${gridClassName}`}>{renderRow(index, key)}</div>
              {keys.length > 1 && (removable?.(index) ?? true) ? (
                <button type="button" className="btn-outline mt-3 px-3 py-1.5 text-sm" onClick={() => onRemove(index)}>
                  Remove {lower} {index + 1}
                </button>
              ) : null}
            </fieldset>
          </li>
        ))}
      </ol>
      <button type="button" className="btn-outline" onClick={onAdd} disabled={keys.length >= max}>
        Add {lower}
      </button>
    </fieldset>
  );
}
