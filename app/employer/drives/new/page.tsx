import type { Metadata } from "next";
import Link from "next/link";
import { loadDriveForm } from "@/lib/campus/drive-loaders";
import { DriveForm } from "@/components/campus/drive-form";
import { EmptyState } from "@/components/ui/empty-state";

export const metadata: Metadata = { title: "New campus drive" };

// A new placement drive of the company (decisions.md section 18): each university chosen is invited.
export default async function NewEmployerDrivePage() {
  const result = await loadDriveForm("Employer");
  return (
    <div className="container-page py-10 sm:py-14">
      <p className="mb-2 text-sm">
        <Link href="/employer/drives" className="text-brand-700 underline">
          All drives
        </Link>
      </p>
      <h1 className="section-title">New campus drive</h1>
      <p className="mt-2 text-slate-600">Each university you choose is invited by e-mail; its students see the drive once it accepts.</p>
      <div className="mt-6">
        {result.ok ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6">
            <DriveForm options={result.options} askCompany={false} basePath="/employer/drives" />
          </div>
        ) : (
          <EmptyState>{result.message}</EmptyState>
        )}
      </div>
    </div>
  );
}
