import type { Metadata } from "next";
import type { SearchParams } from "@/lib/validations/common";
import { loadBatchForm } from "@/lib/academy/batch-loaders";
import { BatchForm } from "@/components/academy/batch-form";
import Link from "next/link";

export const metadata: Metadata = { title: "New batch" };

// A new batch of a programme (decisions.md section 15); from an approved training request
// (`?requestId=`, the University requests page's button) it starts as that university's sponsored batch.
export default async function NewBatchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadBatchForm(await searchParams);
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/batches" className="text-brand-700 underline">
          All batches
        </Link>
      </p>
      <h1 className="section-title">New batch</h1>
      <p className="mt-2 text-slate-600">The batch appears on its programme&apos;s page as soon as it is created; enrolment stays open until the end of its first day.</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6">
        <BatchForm data={data} />
      </div>
    </>
  );
}
