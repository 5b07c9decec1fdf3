"use client";

import { useEffect, useRef } from "react";
import type { BulkResult } from "@/lib/pipeline/contract";
import type { Stage } from "@/lib/pipeline/rules";
import { StageMenu } from "@/components/pipeline/move-to-menu";

/**
 * The stages "Move selected to…" offers. Not interview: scheduling needs a time and a mode per
 * candidate (the single move's dialog), and the bulk call carries none. Not rejected: that is
 * "Reject selected" with its reason. Not hired: a final move is confirmed one applicant at a time.
 * Each application is checked on its own by the server; the per-item result says which failed.
 */
export const BULK_STAGES: readonly Stage[] = ["applied", "screening", "shortlisted", "offered"];

/** "3 moved, 1 failed: Anita Desai: <message>" (the names of the failed ones, with the server's reason). */
export function bulkResultText(result: BulkResult, nameOf: (applicationId: string) => string, verb = "moved"): string {
  const done = `${result.updated.length} ${verb}`;
  if (result.failed.length === 0) return done;
  const why = result.failed.map((failure) => `${nameOf(failure.id)}: ${failure.message}`).join("; ");
  return `${done}, ${result.failed.length} failed: ${why}`;
}

/** The selection bar: "Select all on this page", how many are selected, and the two bulk actions. */
export function BulkActions({
  total,
  selected,
  busy,
  result,
  onSelectAll,
  onMove,
  onReject,
}: {
  /** Applicants on the page (loaded). */
  total: number;
  /** Of those, selected. */
  selected: number;
  busy: boolean;
  /** The last bulk action's outcome, announced politely. */
  result: string;
  onSelectAll: (all: boolean) => void;
  onMove: (stage: Stage) => void;
  onReject: () => void;
}) {
  const allRef = useRef<HTMLInputElement>(null);
  const all = total > 0 && selected === total;

  // "Mixed" is a DOM property only (no attribute): some, not all, are selected.
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = selected > 0 && !all;
  }, [selected, all]);

  return (
    <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
          <input ref={allRef} type="checkbox" checked={all} disabled={total === 0} onChange={(event) => onSelectAll(event.target.checked)} className="size-4" />
          Select all on this page
        </label>
        <span className="text-sm text-slate-600">{selected} selected</span>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          <StageMenu stages={BULK_STAGES} onPick={onMove} disabled={busy || selected === 0}>
            Move selected to…
          </StageMenu>
          <button type="button" className="btn-outline px-4 py-2 text-red-800 disabled:opacity-60" disabled={busy || selected === 0} onClick={onReject}>
            Reject selected
          </button>
        </div>
      </div>
      <p role="status" className="text-sm text-slate-800 empty:hidden [&:not(:empty)]:mt-2">
        {result}
      </p>
    </div>
  );
}
