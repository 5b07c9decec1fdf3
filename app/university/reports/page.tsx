import type { Metadata } from "next";
import { loadPlacementReportPage } from "@/lib/campus/loaders/placement-report";
import type { SearchParams } from "@/lib/validations/common";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { CourseCharts, CourseTable, placementCsvHref, PlacementTotals, YearForm } from "@/components/campus/placement-report";

export const metadata: Metadata = { title: "Placement report" };

// The university's placement report (decisions.md section 18): one passing year's students per course,
// with the chart drawn on the server, the table as its text equivalent and the same report as CSV for
// the NIRF and NAAC returns.
export default async function UniversityReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { years, report, unknownYear } = await loadPlacementReportPage(await searchParams);
  return (
    <HeadedPage title="Placement report" intro="Per course and passing year: who the drives were for, who registered, who got offers and who was placed.">
      {report === null ? (
        <div className="mt-6">
          <EmptyState>No students yet: import your roster to see the placement report.</EmptyState>
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
            <YearForm years={years} year={report.year} />
            <a href={placementCsvHref(report.year)} download className="btn-outline">
              Download CSV
            </a>
          </div>
          {unknownYear === null ? null : (
            <p className="mt-3 text-sm text-slate-700">
              None of your students pass out in {unknownYear}; showing {report.year}.
            </p>
          )}
          <PlacementTotals report={report} />
          <CourseCharts courses={report.courses} />
          <CourseTable report={report} />
        </>
      )}
    </HeadedPage>
  );
}
