import type { Metadata } from "next";
import { loadFinanceDrafts } from "@/lib/billing/loaders/invoices";
import type { SearchParams } from "@/lib/validations/common";
import { DraftIssuer } from "@/components/billing/draft-issuer";
import { FinanceNav } from "@/components/billing/finance-nav";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Drafts to issue", robots: { index: false } };

// Finance's drafts (decisions.md section 21): issued one by one or chosen together (POST
// finance/invoices/bulk-issue's service), each with the next number.
export default async function FinanceDraftsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { invoices, hasNextPage, page } = await loadFinanceDrafts(await searchParams);
  return (
    <HeadedPage title="Drafts to issue" intro="Issue a draft, or choose several and issue them together. Each gets the next invoice number.">
      <FinanceNav current="/finance/drafts" />
      {invoices.length === 0 ? (
        <div className="mt-6">
          <EmptyState>{page > 1 ? "No more drafts." : "No drafts waiting."}</EmptyState>
        </div>
      ) : (
        <DraftIssuer drafts={invoices} />
      )}
      <PageLinks basePath="/finance/drafts" page={page} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
