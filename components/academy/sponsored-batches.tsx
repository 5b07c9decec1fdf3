import Link from "next/link";
import type { BatchStatus } from "@/lib/academy/contract/common";
import type { SponsoredBatchesJson } from "@/lib/academy/contract/sponsors";
import { formatDay } from "@/lib/format/date";
import { CardSection } from "@/components/ui/card-section";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";

const STATUS: Record<BatchStatus, { label: string; tone: BadgeTone }> = {
  open: { label: "Open", tone: "green" },
  full: { label: "Full", tone: "orange" },
  running: { label: "Running", tone: "blue" },
  completed: { label: "Completed", tone: "slate" },
  cancelled: { label: "Cancelled", tone: "red" },
};

/**
 * "Batches you sponsor" (decisions.md section 15): each batch the employer sponsors with its dates,
 * status and, once completed, how many completed it; the batch links to its programme's page. Their
 * graduates come first among the employer's matching candidates, which the intro says.
 */
export function SponsoredBatches({ data }: { data: SponsoredBatchesJson }) {
  const { batches, total } = data;
  return (
    <CardSection
      headingId="sponsored-batches-title"
      title="Batches you sponsor"
      intro="Training batches run with your company as sponsor. Their graduates are listed first among your matching candidates, marked 'Trained with your sponsorship'."
    >
      {batches.length === 0 ? (
        <p className="text-sm text-slate-700">
          You do not sponsor a batch yet. To train people for your jobs,{" "}
          <Link href="/contact-us" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            contact us
          </Link>
          .
        </p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {batches.map((batch) => (
              <li key={batch.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <Link
                    href={`/training/${encodeURIComponent(batch.programme.slug)}#batch-${encodeURIComponent(batch.id)}`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {batch.title}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {batch.programme.title} · {formatDay(batch.startDate)} to {formatDay(batch.endDate)}
                  </p>
                  {batch.completed !== undefined ? (
                    <p className="text-sm text-slate-800">
                      {batch.completed} {batch.completed === 1 ? "person" : "people"} completed
                    </p>
                  ) : null}
                </div>
                <StatusBadge status={batch.status} label={STATUS[batch.status].label} tone={STATUS[batch.status].tone} />
              </li>
            ))}
          </ul>
          {total > batches.length ? (
            <p className="mt-3 text-sm text-slate-600">
              Showing the latest {batches.length} of {total} batches.
            </p>
          ) : null}
        </>
      )}
    </CardSection>
  );
}
