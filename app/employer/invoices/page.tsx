import type { Metadata } from "next";
import { requireRole } from "@/lib/auth/guards";
import { loadEmployerInvoices } from "@/lib/billing/loaders/client-invoices";
import { redirectInterviewer } from "@/lib/teams/loaders/interviews";
import type { SearchParams } from "@/lib/validations/common";
import { ClientInvoiceList } from "@/components/billing/client-invoice-list";
import { EmptyState } from "@/components/ui/empty-state";
import { FormError } from "@/components/ui/form-alert";
import { HeadedPage } from "@/components/ui/page-heading";
import { PageLinks } from "@/components/ui/page-links";

export const metadata: Metadata = { title: "Invoices" };

// The invoices issued to the company (decisions.md section 21), for its owners and recruiters: each with
// its PDF and, while something is owed, a UPI QR code to pay it.
export default async function EmployerInvoicesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await requireRole("Employer");
  // Interviewers see no billing: their page is the interviews assigned to them.
  await redirectInterviewer(user);
  const result = await loadEmployerInvoices(user, await searchParams);
  return (
    <HeadedPage title="Invoices" intro="The invoices issued to your company, newest first. Download each as a PDF, or scan its QR code with any UPI app to pay what is due.">
      <div className="mt-6">
        {!result.ok ? (
          <FormError message={result.message} />
        ) : result.invoices.length === 0 && result.page === 1 ? (
          <EmptyState>No invoices yet.</EmptyState>
        ) : (
          <>
            <ClientInvoiceList invoices={result.invoices} />
            <PageLinks basePath="/employer/invoices" page={result.page} hasNextPage={result.hasNextPage} />
          </>
        )}
      </div>
    </HeadedPage>
  );
}
