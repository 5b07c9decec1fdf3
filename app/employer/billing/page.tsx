import type { Metadata } from "next";
import { loadEmployerBilling } from "@/lib/billing/loaders/settings";
import { ClientBillingForm } from "@/components/billing/client-billing-form";
import { FormError } from "@/components/ui/form-alert";
import { HeadedPage } from "@/components/ui/page-heading";

export const metadata: Metadata = { title: "Billing details" };

// The company's billing details (decisions.md section 21): its owners give them; a recruiter or an
// interviewer is told that only the owners can change them (the service's 403).
export default async function EmployerBillingPage() {
  const result = await loadEmployerBilling();
  return (
    <HeadedPage title="Billing details" intro="What your company's invoices are addressed to, and where they are mailed.">
      {result.ok ? (
        <ClientBillingForm billing={result.billing} />
      ) : (
        <div className="mt-6">
          <FormError message={result.message} />
        </div>
      )}
    </HeadedPage>
  );
}
