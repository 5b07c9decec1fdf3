import type { Metadata } from "next";
import { loadDrives } from "@/lib/campus/loaders/drives";
import type { SearchParams } from "@/lib/validations/common";
import { UniversityDrivesList } from "@/components/campus/university-drives-list";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Placement drives" };

// The drives a university is invited to (decisions.md section 18): accept one and its eligible students
// see it and can register; decline it and they never do.
export default async function UniversityDrivesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const result = await loadDrives("University", await searchParams);
  return (
    <HeadedPage title="Placement drives" intro="Companies invite your students to placement drives. Accept a drive and your eligible students can register.">
      <div className="mt-6">
        {!result.ok ? (
          <EmptyState>{result.message}</EmptyState>
        ) : result.data.drives.length === 0 ? (
          <EmptyState>{result.page === 1 ? "No company has invited your students to a drive yet." : "No more drives."}</EmptyState>
        ) : (
          <UniversityDrivesList drives={result.data.drives} />
        )}
      </div>
      {result.ok ? <PageLinks basePath="/university/drives" page={result.page} hasNextPage={result.data.hasNextPage} /> : null}
    </HeadedPage>
  );
}
