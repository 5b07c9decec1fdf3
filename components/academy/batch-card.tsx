import type { ReactNode } from "react";
import type { BatchJson } from "@/lib/academy/contract/common";
import { BATCH_MODE_LABELS, BATCH_STATUS_LABELS, SPONSOR_KIND_LABELS } from "@/lib/academy/rules/batch-labels";
import { formatDay } from "@/lib/format/date";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";

const STATUS_TONES: Record<BatchJson["status"], BadgeTone> = {
  open: "green",
  full: "orange",
  running: "blue",
  completed: "slate",
  cancelled: "red",
};

export function BatchStatusBadge({ status }: { status: BatchJson["status"] }) {
  return <StatusBadge status={status} label={BATCH_STATUS_LABELS[status]} tone={STATUS_TONES[status]} />;
}

/** "Dec 10, 2026 – Jan 20, 2027" (one day: just it). */
export function BatchDates({ batch }: { batch: Pick<BatchJson, "startDate" | "endDate"> }) {
  if (batch.startDate === batch.endDate) return <time dateTime={batch.startDate}>{formatDay(batch.startDate)}</time>;
  return (
    <>
      <time dateTime={batch.startDate}>{formatDay(batch.startDate)}</time> – <time dateTime={batch.endDate}>{formatDay(batch.endDate)}</time>
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * An upcoming or running batch on its programme's page: dates, mode and place, trainer, seats left,
 * status and sponsor. `action`: the enrol control, from the page.
 */
export function BatchCard({ batch, action, headingLevel = 3 }: { batch: BatchJson; action?: ReactNode; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const sessions = batch.sessions.length;
  return (
    <article id={`batch-${batch.id}`} className="flex h-full flex-col scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-bold text-slate-900">{batch.title}</Heading>
        <BatchStatusBadge status={batch.status} />
      </div>
      <dl className="mt-4 grid flex-1 grid-cols-2 gap-3">
        <Item label="Dates">
          <BatchDates batch={batch} />
        </Item>
        <Item label="Mode">
          {BATCH_MODE_LABELS[batch.mode]}
          {batch.location ? ` · ${batch.location}` : null}
        </Item>
        <Item label="Trainer">{batch.trainer.name}</Item>
        <Item label="Seats left">
          {batch.seatsLeft} of {batch.seats}
        </Item>
        <Item label="Sessions">{sessions === 1 ? "1 session" : `${sessions} sessions`}</Item>
        {batch.sponsor ? (
          <Item label="Sponsor">
            {batch.sponsor.name} <span className="text-slate-600">({SPONSOR_KIND_LABELS[batch.sponsor.kind].toLowerCase()})</span>
          </Item>
        ) : null}
      </dl>
      {action ? <div className="mt-4">{action}</div> : null}
    </article>
  );
}
