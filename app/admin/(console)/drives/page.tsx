import type { Metadata } from "next";
import { loadDrives } from "@/lib/campus/loaders/drives";
import type { SearchParams } from "@/lib/validations/common";
import { DrivesTable } from "@/components/campus/drives-table";
import { ConsoleListPage } from "@/components/ui/console-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Campus drives" };

// Every placement drive (decisions.md section 18), newest first; an admin creates one for any company.
export default async function AdminDrivesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const result = await loadDrives("Admin", await searchParams);
  return (
    <ConsoleListPage
      title="Campus drives"
      intro="Placement drives of every company, with each invited university's answer. Times are India time."
      link={{ href: "/admin/drives/new", label: "New drive" }}
    >
      {!result.ok ? (
        <EmptyState>{result.message}</EmptyState>
      ) : result.data.drives.length === 0 ? (
        <EmptyState>{result.page === 1 ? "No drives yet." : "No more drives."}</EmptyState>
      ) : (
        <DrivesTable drives={result.data.drives} basePath="/admin/drives" />
      )}
      {result.ok ? <PageLinks basePath="/admin/drives" page={result.page} hasNextPage={result.data.hasNextPage} /> : null}
    </ConsoleListPage>
  );
}
