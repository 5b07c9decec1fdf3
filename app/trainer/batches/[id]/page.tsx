import type { Metadata } from "next";
import { loadTrainerBatch } from "@/lib/academy/loaders/trainer";
import { formatDay } from "@/lib/format/date";
import { MODE_LABELS } from "@/components/academy/trainer-batch-list";
import { TrainerBatchView } from "@/components/academy/trainer-batch-view";
import { Breadcrumb } from "@/components/ui/breadcrumb";

export const metadata: Metadata = { title: "Batch", robots: { index: false } };

// One of the trainer's batches (decisions.md section 15); another trainer's is 404.
export default async function TrainerBatchPage({ params }: { params: Promise<{ id: string }> }) {
  const batch = await loadTrainerBatch((await params).id);
  return (
    <div className="container-page py-10">
      <Breadcrumb tone="light" parents={[{ href: "/trainer", label: "My batches" }]} current={batch.title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{batch.title}</h1>
      <p className="mt-1 text-slate-700">
        {batch.programme.title} · {formatDay(batch.startDate)} to {formatDay(batch.endDate)} · {MODE_LABELS[batch.mode]}
        {batch.location ? ` · ${batch.location}` : ""}
      </p>
      <div className="mt-8">
        <TrainerBatchView batch={batch} />
      </div>
    </div>
  );
}
