import type { BatchJson } from "@/lib/academy/contract/common";
import type { BatchOutcome } from "@/lib/academy/contract/batches";
import { BatchDates } from "@/components/academy/batch-card";

/** "12 enrolled · 10 completed · 7 placed within 180 days". */
export function outcomeText(outcome: BatchOutcome): string {
  return `${outcome.enrolled} enrolled · ${outcome.completed} completed · ${outcome.placed} placed within 180 days`;
}

/** A programme's completed batches with their outcomes, counted from the portal's own data. */
export function PastBatches({ batches }: { batches: (BatchJson & { outcome: BatchOutcome })[] }) {
  return (
    <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {batches.map((batch) => (
        <li key={batch.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold text-slate-900">{batch.title}</h3>
            <p className="text-sm text-slate-600">
              <BatchDates batch={batch} />
              {batch.sponsor ? ` · sponsored by ${batch.sponsor.name}` : null}
            </p>
          </div>
          <p className="text-sm font-medium text-slate-800">{outcomeText(batch.outcome)}</p>
        </li>
      ))}
    </ul>
  );
}
