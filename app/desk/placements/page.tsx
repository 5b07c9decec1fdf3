import type { Metadata } from "next";
import { loadPlacementsPage } from "@/lib/desk/loaders/placements";
import type { SearchParams } from "@/lib/validations/common";
import { HeadedPage } from "@/components/ui/page-heading";
import { EmptyState } from "@/components/ui/empty-state";
import { PlacementFilters, PlacementPages, PlacementsTable } from "@/components/desk/placements-view";

export const metadata: Metadata = { title: "Placements" };

// The desk's placements (decisions.md section 17): hired agency applications, their start dates and
// guarantees; an active one's start date can change, and it can be marked as fallen through within
// its guarantee.
export default async function DeskPlacementsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { query, placements, hasNextPage, today, viewer } = await loadPlacementsPage(await searchParams);
  return (
    <HeadedPage title="Placements" intro="Candidates the desk put forward who were hired, with the 90-day guarantee of each." link={{ href: "/desk/reports", label: "Reports" }}>
      <div className="mt-6">
        <PlacementFilters query={query} />
      </div>
      {placements.length === 0 ? (
        <div className="mt-6">
          <EmptyState link={{ href: "/desk/submittals", label: "Open Submittals" }}>
            {query.page > 1
              ? "No more placements."
              : query.due
                ? "No placement is due a check-in."
                : "No placements here yet. A placement is recorded when a company hires a candidate the desk submitted."}
          </EmptyState>
        </div>
      ) : (
        <PlacementsTable placements={placements} today={today} viewer={viewer} />
      )}
      <PlacementPages query={query} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
