import type { Metadata } from "next";
import { loadBatchEdit } from "@/lib/academy/loaders/batches";
import { batchFormValues } from "@/lib/academy/schemas/batch-form";
import { formatDateTime } from "@/lib/format/date";
import { BatchDates, BatchStatusBadge } from "@/components/academy/batch-card";
import { BatchForm } from "@/components/academy/batch-form";
import { CancelBatchButton } from "@/components/academy/cancel-batch-button";
import { FormCard, NewItemPage } from "@/components/ui/new-item-page";

export const metadata: Metadata = { title: "Batch" };

// One batch of the academy (issue 44): its edit (the new batch form, filled in) and "Cancel batch"; a
// cancelled or finished batch is shown as it ended, with nothing to change.
export default async function AdminBatchPage({ params }: { params: Promise<{ id: string }> }) {
  const { batch, form } = await loadBatchEdit((await params).id);
  const taken = batch.seats - batch.seatsLeft;
  const closed = batch.cancelledAt
    ? `Cancelled on ${formatDateTime(batch.cancelledAt)}${batch.cancelReason ? `: ${batch.cancelReason}` : "."}`
    : batch.finishedAt
      ? `Finished by its trainer on ${formatDateTime(batch.finishedAt)}: its results are final, so it can no longer be edited or cancelled.`
      : null;
  return (
    <NewItemPage
      back={{ href: "/admin/batches", label: "All batches" }}
      title={batch.title}
      intro={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <BatchStatusBadge status={batch.status} />
          <span>
            {batch.programme.title} · <BatchDates batch={batch} /> · {batch.enrolled} enrolled, {batch.waitlisted} waitlisted · {taken} of {batch.seats} seats taken
          </span>
        </span>
      }
    >
      {closed ? (
        <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800">{closed}</p>
      ) : (
        <div className="space-y-6">
          <FormCard>
            <BatchForm
              data={form}
              edit={{
                id: batch.id,
                version: batch.version,
                values: batchFormValues(batch),
                programmeTitle: batch.programme.title,
                sponsorName: batch.sponsor?.name,
                attended: Object.fromEntries(batch.sessions.map((s) => [s.id, s.attended])),
              }}
            />
          </FormCard>
          <section aria-labelledby="cancel-batch-title" className="rounded-xl border border-red-200 bg-white p-6">
            <h2 id="cancel-batch-title" className="text-lg font-semibold text-slate-900">
              Cancel this batch
            </h2>
            <p className="mb-4 mt-1 text-sm text-slate-700">Everyone enrolled or on the waitlist, and the trainer, is e-mailed the reason.</p>
            <CancelBatchButton batchId={batch.id} title={batch.title} enrolled={batch.enrolled} waitlisted={batch.waitlisted} trainerName={batch.trainer.name} />
          </section>
        </div>
      )}
    </NewItemPage>
  );
}
