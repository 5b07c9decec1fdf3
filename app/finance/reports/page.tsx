import type { Metadata } from "next";
import { loadFinanceReports } from "@/lib/billing/loaders/reports";
import type { SearchParams } from "@/lib/validations/common";
import { AgingTable } from "@/components/billing/aging-table";
import { FinanceNav } from "@/components/billing/finance-nav";
import { Gstr1Downloads } from "@/components/billing/gstr1-downloads";
import { RevenueRangeForm, RevenueReport } from "@/components/billing/revenue-report";
import { HeadedPage } from "@/components/ui/page-heading";

export const metadata: Metadata = { title: "Finance reports", robots: { index: false } };

// Finance's reports (decisions.md section 21): receivables ageing per client, revenue per month and kind
// (charts drawn on the server, with their table), and the GSTR-1 CSVs of a month.
export default async function FinanceReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { aging, revenue, errors, gstr1Month } = await loadFinanceReports(await searchParams);
  return (
    <HeadedPage title="Finance reports" intro="What clients owe, what was invoiced and collected, and GSTR-1 for the GST portal's offline tool.">
      <FinanceNav current="/finance/reports" />
      <AgingTable report={aging} />
      <RevenueRangeForm from={revenue.from} to={revenue.to} errors={errors} />
      <RevenueReport report={revenue} />
      <Gstr1Downloads month={gstr1Month} from={revenue.from} to={revenue.to} />
    </HeadedPage>
  );
}
