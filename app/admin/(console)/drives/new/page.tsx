import type { Metadata } from "next";
import Link from "next/link";
import { loadDriveForm } from "@/lib/campus/drive-loaders";
import { DriveForm } from "@/components/campus/drive-form";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "New campus drive" };

// A drive an admin runs for a company (decisions.md section 18): the company is named, each university invited.
export default async function NewAdminDrivePage() {
  const result = await loadDriveForm("Admin");
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href="/admin/drives" className="text-brand-700 underline">
          All drives
        </Link>
      </p>
      <h1 className="section-title">New campus drive</h1>
      <p className="mt-2 text-slate-600">Each university chosen is invited by e-mail; its students see the drive once it accepts.</p>
      <div className="mt-6">
        {result.ok ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <DriveForm options={result.options} askCompany basePath="/admin/drives" />
          </div>
        ) : (
          <EmptyState>{result.message}</EmptyState>
        )}
      </div>
    </>
  );
}
