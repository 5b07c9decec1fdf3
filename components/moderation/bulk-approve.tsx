"use client";

import { createContext, useContext, useId, useState, useTransition, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { CheckCheck } from "lucide-react";
import { bulkAcceptRequestsAction, bulkApproveEmployersAction, bulkApproveJobsAction, bulkApproveUniversitiesAction } from "@/lib/moderation/actions";
import { bulkSummary, bulkVerb, type BulkKind } from "@/lib/moderation/rules";
import { BULK_LIMIT } from "@/lib/moderation/schemas";
import { toastError, toastSuccess } from "@/lib/client/toast";

function actionOf(kind: BulkKind) {
  if (kind === "university") return bulkApproveUniversitiesAction;
  return kind === "employer" ? bulkApproveEmployersAction : kind === "job" ? bulkApproveJobsAction : bulkAcceptRequestsAction;
}

type Selection = { selected: ReadonlySet<string>; toggle: (id: string, on: boolean) => void; busy: boolean };

const SelectionContext = createContext<Selection | null>(null);

/**
 * A list page's bulk approval: the bar with "Select all pending" and "Approve selected", and the
 * selection the cards' checkboxes (SelectForBulk) write to. The pending items of this page only;
 * the server decides each one from pending, so an item decided meanwhile is reported, never overridden.
 */
export function BulkApprove({ kind, pendingIds, flagged = 0, children }: { kind: BulkKind; pendingIds: string[]; flagged?: number; children: ReactNode }) {
  const router = useRouter();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, startTransition] = useTransition();
  // Only ids still pending on this page count: after a refresh the decided ones drop out by themselves.
  const chosen = pendingIds.filter((id) => selected.has(id));
  const verb = bulkVerb(kind);

  function toggle(id: string, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  function approve() {
    startTransition(async () => {
      try {
        const result = await actionOf(kind)({ ids: chosen });
        if (!result.ok) {
          toastError(result.message);
          return;
        }
        const summary = bulkSummary(kind, result.data);
        if (result.data.decided > 0) toastSuccess(summary);
        else toastError(summary);
        setSelected(new Set());
        router.refresh();
      } catch (error) {
        console.error(error);
        toastError("Could not save the decisions. Please try again.");
      }
    });
  }

  if (pendingIds.length === 0 && flagged === 0) return <>{children}</>;
  const all = chosen.length === pendingIds.length;
  return (
    <SelectionContext.Provider value={{ selected, toggle, busy }}>
      {/* Sticky under the site's sticky header (h-16), so "Approve selected" stays in reach while scrolling. */}
      <div className="sticky top-16 z-30 mt-6 flex flex-wrap items-center gap-4 rounded-xl border border-slate-200 bg-white/95 px-4 py-3 shadow-sm">
        <LabelledCheckbox checked={all && pendingIds.length > 0} disabled={busy || pendingIds.length === 0} onChange={(on) => setSelected(new Set(on ? pendingIds : []))} labelClassName="text-slate-800">
          Select all pending on this page ({pendingIds.length})
        </LabelledCheckbox>
        {flagged > 0 ? (
          <p className="text-sm text-amber-900">
            {flagged} flagged {flagged === 1 ? "item is" : "items are"} left out: decide {flagged === 1 ? "it" : "each"} on its own.
          </p>
        ) : null}
        <button
          type="button"
          className="ml-auto inline-flex items-center gap-1.5 rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
          disabled={busy || chosen.length === 0 || chosen.length > BULK_LIMIT}
          onClick={approve}
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {busy ? "Saving..." : `${verb} selected (${chosen.length})`}
        </button>
      </div>
      {children}
    </SelectionContext.Provider>
  );
}

/** A card's "Select" box; renders nothing outside a BulkApprove (the overview's queues). */
export function SelectForBulk({ id, name }: { id: string; name: string }) {
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  return (
    <LabelledCheckbox
      checked={selection.selected.has(id)}
      disabled={selection.busy}
      onChange={(on) => selection.toggle(id, on)}
      labelClassName="text-slate-700"
    >
      Select<span className="sr-only"> {name}</span>
    </LabelledCheckbox>
  );
}

/** The bar's "Select all" and a card's "Select": a box with its label beside it. */
function LabelledCheckbox(props: {
  checked: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
  labelClassName: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={id} className={`text-sm font-medium ${props.labelClassName}`}>
        {props.children}
      </label>
    </div>
  );
}
