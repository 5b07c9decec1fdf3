import type { Metadata } from "next";
import { loadFinanceHome } from "@/lib/billing/loaders/invoices";
import type { SearchParams } from "@/lib/validations/common";
import { InvoiceStatusFilter, InvoiceTable } from "@/components/billing/invoice-table";
import { FinanceNav } from "@/components/billing/finance-nav";
import { filteredHref, InvoiceFilters } from "@/components/billing/invoice-filters";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Invoices", robots: { index: false } };

// Finance's home (decisions.md section 21): drafts and issued invoices, newest first, paged in SQL.
export default async function FinanceHomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { invoices, hasNextPage, query, settingsSaved, clients } = await loadFinanceHome(await searchParams);
  return (
    <HeadedPage title="Invoices" intro="Drafts and issued invoices with GST, newest first. Amounts include GST; the balance is what is still owed.">
      {settingsSaved ? null : (
        <p role="status" className="mt-4 rounded-lg bg-orange-50 px-4 py-3 text-sm text-orange-900 ring-1 ring-orange-200">
          Our company&apos;s billing settings are not saved yet, so no invoice can be drafted.
        </p>
      )}
      <FinanceNav current="/finance" />
      <div className="mt-6">
        <InvoiceStatusFilter current={query.status} />
      </div>
      <InvoiceFilters query={query} clients={clients} />
      {invoices.length === 0 ? (
        <div className="mt-6">
          <EmptyState>{query.page > 1 ? "No more invoices." : "No invoices here yet."}</EmptyState>
        </div>
      ) : (
        <InvoiceTable invoices={invoices} />
      )}
      <PageLinks basePath={filteredHref(query)} page={query.page} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
