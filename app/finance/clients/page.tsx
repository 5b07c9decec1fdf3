import type { Metadata } from "next";
import { loadFinanceClients } from "@/lib/billing/loaders/settings";
import type { SearchParams } from "@/lib/validations/common";
import { ClientsTable } from "@/components/billing/clients-table";
import { FinanceNav } from "@/components/billing/finance-nav";
import { EmptyState } from "@/components/ui/empty-state";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Clients", robots: { index: false } };

// Finance's clients (decisions.md section 21): billing details as their owners gave them, and the terms.
export default async function FinanceClientsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { clients, hasNextPage, page } = await loadFinanceClients(await searchParams);
  return (
    <HeadedPage title="Clients" intro="Companies by name, with their billing details and the placement fee and payment terms agreed with them.">
      <FinanceNav current="/finance/clients" />
      {clients.length === 0 ? (
        <div className="mt-6">
          <EmptyState>{page > 1 ? "No more companies." : "No companies yet."}</EmptyState>
        </div>
      ) : (
        <ClientsTable clients={clients} />
      )}
      <PageLinks basePath="/finance/clients" page={page} hasNextPage={hasNextPage} />
    </HeadedPage>
  );
}
