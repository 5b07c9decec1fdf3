import Link from "next/link";
import type { BatchStatus } from "@/lib/academy/contract/common";
import type { TrainerBatchSummary } from "@/lib/academy/service/trainer";
import { formatDay } from "@/lib/format/date";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";

// The trainer's batches on /trainer (decisions.md section 15): upcoming and running first, each with
// its dates, mode, class size and sessions, linking to the batch's page.

export const BATCH_STATUS_LABELS: Record<BatchStatus, { label: string; tone: BadgeTone }> = {
  open: { label: "Open", tone: "blue" },
  full: { label: "Full", tone: "orange" },
  running: { label: "Running", tone: "green" },
  completed: { label: "Completed", tone: "slate" },
  cancelled: { label: "Cancelled", tone: "red" },
};

export const MODE_LABELS: Record<TrainerBatchSummary["mode"], string> = { online: "Online", classroom: "Classroom", hybrid: "Hybrid" };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

export function TrainerBatchList({ batches }: { batches: TrainerBatchSummary[] }) {
  return (
    <ul aria-label="Your batches, upcoming and running first" className="space-y-4">
      {batches.map((batch) => {
        const status = BATCH_STATUS_LABELS[batch.status];
        return (
          <li key={batch.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h2 className="text-lg font-semibold text-slate-900">
                  <Link href={`/trainer/batches/${batch.id}`} className="text-brand-700 underline-offset-2 hover:underline">
                    {batch.title}
                  </Link>
                </h2>
                <p className="text-sm text-slate-700">{batch.programme.title}</p>
              </div>
              <StatusBadge status={batch.status} label={status.label} tone={status.tone} />
            </div>
            <p className="mt-2 text-sm text-slate-700">
              {formatDay(batch.startDate)} to {formatDay(batch.endDate)} · {MODE_LABELS[batch.mode]}
              {batch.location ? ` · ${batch.location}` : ""}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {plural(batch.enrolled, "candidate")} of {plural(batch.seats, "seat")} · {plural(batch.sessions.length, "session")}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
