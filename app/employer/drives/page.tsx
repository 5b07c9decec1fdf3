import type { Metadata } from "next";
import Link from "next/link";
import { loadDrives } from "@/lib/campus/loaders/drives";
import type { SearchParams } from "@/lib/validations/common";
import { DrivesTable } from "@/components/campus/drives-table";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Campus drives" };

// The company's placement drives (decisions.md section 18), newest first, and a new one.
export default async function EmployerDrivesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const result = await loadDrives("Employer", await searchParams);
  return (
    <HeadedPage
      title="Campus drives"
      intro="Hire at universities: invite their students to a drive with your jobs, rules and rounds."
      link={result.ok ? { href: "/employer/drives/new", label: "New drive" } : undefined}
    >
      <div className="mt-6">
        {!result.ok ? (
          <EmptyState>{result.message}</EmptyState>
        ) : result.data.drives.length === 0 ? (
          <EmptyState link={result.page === 1 ? { href: "/employer/drives/new", label: "Create your first drive" } : undefined}>
            {result.page === 1 ? "Your company has no campus drives yet." : "No more drives."}
          </EmptyState>
        ) : (
          <DrivesTable drives={result.data.drives} basePath="/employer/drives" />
        )}
      </div>
      {result.ok ? <PageLinks basePath="/employer/drives" page={result.page} hasNextPage={result.data.hasNextPage} /> : null}
      <p className="mt-6 text-sm">
        <Link href="/employer/postjobs" className="text-brand-700 underline">
          Post a job to include in a drive
        </Link>
      </p>
    </HeadedPage>
  );
}
