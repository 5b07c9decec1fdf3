import Link from "next/link";
import type { ReactNode } from "react";

type PendingQueueProps = {
  /** The console section it previews ("employers", "jobs"): names the heading, its id, the link and the empty line. */
  noun: "employers" | "jobs";
  total: number;
  /** More wait than the overview shows: link to the section's full pending list. */
  hasNextPage: boolean;
  /** One keyed card per waiting item. */
  cards: ReactNode[];
  /** The section's spacing from what stands above it. */
  className: string;
  /** Two cards a row on wide screens (the employers' cards are short). */
  twoColumns?: boolean;
};

/** One queue of the admin overview: "Pending … (total)", a "View all" link when there are more, the cards. */
export function PendingQueue({ noun, total, hasNextPage, cards, className, twoColumns = false }: PendingQueueProps) {
  const headingId = `pending-${noun}`;
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          Pending {noun} ({total})
        </h2>
        {hasNextPage ? (
          <Link href={`/admin/${noun}?status=pending`} className="text-sm font-semibold text-brand-700 hover:underline">
            View all pending {noun}
          </Link>
        ) : null}
      </div>
      {cards.length === 0 ? (
        <p className="mt-4 text-slate-600">No {noun} are waiting for a decision.</p>
      ) : (
        <div className={twoColumns ? "mt-4 grid gap-4 lg:grid-cols-2" : "mt-4 grid gap-4"}>{cards}</div>
      )}
    </section>
  );
}
