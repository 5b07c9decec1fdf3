import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadCandidateInvoices } from "@/lib/billing/loaders/client-invoices";
import type { SearchParams } from "@/lib/validations/common";
import { ClientInvoiceList } from "@/components/billing/client-invoice-list";
import { EmptyState } from "@/components/ui/empty-state";
import { FormError } from "@/components/ui/form-alert";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "My invoices", robots: { index: false } };

// The invoices issued to the person (decisions.md section 21: training fees), each with its PDF and,
// while something is owed, a UPI QR code to pay it.
export default async function CandidateInvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireRole("Candidate");
  const result = await loadCandidateInvoices(user, await searchParams);
  return (
    <HeadedPage title="My invoices" intro="The invoices issued to you, newest first. Download each as a PDF, or scan its QR code with any UPI app to pay what is due.">
      <div className="mt-6">
        {!result.ok ? (
          <FormError message={result.message} />
        ) : result.invoices.length === 0 && result.page === 1 ? (
          <EmptyState link={{ href: "/candidate/training", label: "See your training" }}>No invoices yet.</EmptyState>
        ) : (
          <>
            <ClientInvoiceList invoices={result.invoices} />
            <PageLinks basePath="/candidate/invoices" page={result.page} hasNextPage={result.hasNextPage} />
          </>
        )}
      </div>
    </HeadedPage>
  );
}
