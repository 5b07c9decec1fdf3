import type { Metadata } from "next";
import { loadCandidateDrives } from "@/lib/campus/loaders/drives";
import type { SearchParams } from "@/lib/validations/common";
import { CandidateDrivesList } from "@/components/campus/candidate-drives-list";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Campus drives", robots: { index: false } };

// A student's campus drives (decisions.md section 18): those their institute accepted, each with
// "Eligible" or the reasons they are not, and Register.
export default async function CandidateDrivesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { student, page, data } = await loadCandidateDrives(await searchParams);
  return (
    <HeadedPage title="Campus drives" intro="Placement drives your institute has accepted. Register for those you are eligible for before registration closes.">
      <div className="mt-6">
        {!student ? (
          <EmptyState link={{ href: "/candidate/findjobs", label: "Find jobs" }}>
            Campus drives are for students whose institute has added them to its roster on TalentBridge.
          </EmptyState>
        ) : data.drives.length === 0 ? (
          <EmptyState>{page === 1 ? "Your institute has not accepted any drive yet." : "No more drives."}</EmptyState>
        ) : (
          <CandidateDrivesList drives={data.drives} />
        )}
      </div>
      <PageLinks basePath="/candidate/drives" page={page} hasNextPage={data.hasNextPage} />
    </HeadedPage>
  );
}
