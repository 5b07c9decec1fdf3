import type { Metadata } from "next";
import { loadFinanceSettings } from "@/lib/billing/loaders/settings";
import { BillingSettingsForm } from "@/components/billing/billing-settings-form";
import { FinanceNav } from "@/components/billing/finance-nav";
import { HeadedPage } from "@/components/ui/page-heading";

export const metadata: Metadata = { title: "Billing settings", robots: { index: false } };

// Our company's billing settings (decisions.md section 21): the supplier on every invoice.
export default async function FinanceSettingsPage() {
  const settings = await loadFinanceSettings();
  return (
    <HeadedPage title="Billing settings" intro="Our company as invoices name it. Issued invoices keep what they said; drafts read these again at issue.">
      <FinanceNav current="/finance/settings" />
      <BillingSettingsForm settings={settings} />
    </HeadedPage>
  );
}
