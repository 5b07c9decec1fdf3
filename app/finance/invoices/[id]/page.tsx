import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { loadFinanceInvoice } from "@/lib/billing/loaders/invoices";
import { formatIndiaDay } from "@/lib/format/date";
import { FinanceNav } from "@/components/billing/finance-nav";
import { InvoiceDetail } from "@/components/billing/invoice-detail";
import { HeadedPage } from "@/components/ui/page-heading";

export const metadata: Metadata = { title: "Invoice", robots: { index: false } };

// One invoice (decisions.md section 21): its PDF, and payments and credit notes while it is owed.
export default async function FinanceInvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const invoice = await loadFinanceInvoice((await params).id);
  if (!invoice) notFound();
  return (
    <HeadedPage title={invoice.number ? `Invoice ${invoice.number}` : "Draft invoice"}>
      <FinanceNav current="/finance" />
      <InvoiceDetail invoice={invoice} today={formatIndiaDay(new Date())} />
    </HeadedPage>
  );
}
