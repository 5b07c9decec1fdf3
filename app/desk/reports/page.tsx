import type { Metadata } from "next";
import { loadReportsPage } from "@/lib/desk/loaders/placements";
import type { SearchParams } from "@/lib/validations/common";
import { HeadedPage } from "@/components/ui/page-heading";
import { csvHref, DateRangeForm, FunnelTable, FunnelTotals, RecruiterCharts } from "@/components/desk/funnel-report";

export const metadata: Metadata = { title: "Reports" };

// The desk's funnel (decisions.md section 17): submittals of a date range, per recruiter and per
// company, with the chart drawn on the server and the same report as CSV.
export default async function DeskReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { report, form, errors } = await loadReportsPage(await searchParams);
  return (
    <HeadedPage title="Reports" intro="From submittal to hire: how far the desk's candidates got, and how long each step took." link={{ href: "/desk/placements", label: "Placements" }}>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <DateRangeForm from={form.from} to={form.to} errors={errors} />
        <a href={csvHref(report)} download className="btn-outline">
          Download CSV
        </a>
      </div>
      {Object.keys(errors).length > 0 ? <p className="mt-3 text-sm text-slate-700">Showing the last 90 days instead.</p> : null}
      <FunnelTotals report={report} />
      <RecruiterCharts rows={report.byRecruiter} />
      <FunnelTable title="By recruiter" nameColumn="Recruiter" rows={report.byRecruiter} />
      <FunnelTable title="By company" nameColumn="Company" rows={report.byCompany} />
    </HeadedPage>
  );
}
