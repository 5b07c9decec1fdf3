import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadAdminBatches } from "@/lib/academy/loaders/batches";
import { AdminBatchTable } from "@/components/academy/admin-batch-table";
import { ConsoleListPage } from "@/components/ui/console-heading";
import { Pager } from "@/components/ui/pager";

export const metadata: Metadata = { title: "Batches" };

// The academy's batches (decisions.md section 15): every one, cancelled ones too, the latest start first.
export default async function AdminBatchesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const result = await loadAdminBatches(await searchParams);
  return (
    <ConsoleListPage
      title="Batches"
      intro="Runs of the training programmes, with their trainers, seats and sponsors. Dates are India time."
      link={{ href: "/admin/batches/new", label: "New batch" }}
    >
      {result.items.length === 0 ? <p className="text-slate-600">No batches yet.</p> : <AdminBatchTable batches={result.items} />}
      <Pager basePath="/admin/batches" params={{}} page={result.page} limit={result.limit} total={result.total} label="Batch pages" />
    </ConsoleListPage>
  );
}
