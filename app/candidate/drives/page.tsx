import type { Metadata } from "next";
import { loadCandidateDrives } from "@/lib/campus/loaders/drives";
import type { SearchParams } from "@/lib/validations/common";
import { CandidateDrivesList } from "@/components/campus/candidate-drives-list";
import { placementContactText, StudentRecordPanel } from "@/components/campus/student-record-panel";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Campus drives", robots: { index: false } };

// A student's campus drives (decisions.md sections 18 and 20): their record and whom to ask when it is
// wrong, then the drives their institute accepted, each with its jobs, "Eligible" or the reasons they are
// not, and Register.
export default async function CandidateDrivesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { student, record, page, data } = await loadCandidateDrives(await searchParams);
  return (
    <HeadedPage title="Campus drives" intro="Placement drives your institute has accepted. Register for those you are eligible for before registration closes.">
      {record ? (
        <div className="mt-6">
          <StudentRecordPanel record={record} />
        </div>
      ) : null}
      <div className="mt-6">
        {!student ? (
          <EmptyState link={{ href: "/candidate/findjobs", label: "Find jobs" }}>
            Campus drives are for students whose institute has added them to its roster on TalentBridge.
          </EmptyState>
        ) : data.drives.length === 0 ? (
          <EmptyState>{page === 1 ? "Your institute has not accepted any drive yet." : "No more drives."}</EmptyState>
        ) : (
          <CandidateDrivesList drives={data.drives} contact={record ? placementContactText(record) : "ask your placement office"} />
        )}
      </div>
      <PageLinks basePath="/candidate/drives" page={page} hasNextPage={data.hasNextPage} />
    </HeadedPage>
  );
}
