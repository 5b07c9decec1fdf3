import Link from "next/link";
import type { BatchJson } from "@/lib/academy/contract/common";
import { BATCH_MODE_LABELS } from "@/lib/academy/rules/batch-labels";
import { BatchDates, BatchStatusBadge } from "@/components/academy/batch-card";
import { DataTable } from "@/components/ui/data-table";

const COLUMNS = ["Batch", "Dates", "Mode", "Trainer", "Seats taken", "Sponsor", "Status"];

/** The admin's list of batches: one row each, with the seats taken and the sponsor; a batch opens to its edit page. */
export function AdminBatchTable({ batches }: { batches: BatchJson[] }) {
  return (
    <DataTable caption="Batches, the latest start first" columns={COLUMNS}>
      <tbody className="divide-y divide-slate-100">
        {batches.map((batch) => (
          <tr key={batch.id}>
            <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
              <Link href={`/admin/batches/${encodeURIComponent(batch.id)}`} className="text-brand-700 underline hover:text-brand-800">
                {batch.title}
              </Link>
              <span className="block text-xs font-normal text-slate-600">
                {batch.programme.title} · {batch.sessions.length} sessions
              </span>
            </th>
            <td className="whitespace-nowrap px-4 py-3">
              <BatchDates batch={batch} />
            </td>
            <td className="px-4 py-3">
              {BATCH_MODE_LABELS[batch.mode]}
              {batch.location ? <span className="block text-xs text-slate-600">{batch.location}</span> : null}
            </td>
            <td className="px-4 py-3">{batch.trainer.name}</td>
            <td className="px-4 py-3">
              {batch.seats - batch.seatsLeft} / {batch.seats}
            </td>
            <td className="px-4 py-3">{batch.sponsor ? batch.sponsor.name : "—"}</td>
            <td className="px-4 py-3">
              <BatchStatusBadge status={batch.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
