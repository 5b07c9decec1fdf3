import { FilterTabs } from "@/components/ui/filter-tabs";

// Finance's pages (decisions.md section 21): the invoices, the drafts to issue, the reports, the clients and our settings.
const PAGES = [
  { label: "Invoices", href: "/finance" },
  { label: "Drafts to issue", href: "/finance/drafts" },
  { label: "Reports", href: "/finance/reports" },
  { label: "Clients", href: "/finance/clients" },
  { label: "Settings", href: "/finance/settings" },
] as const;

export function FinanceNav({ current }: { current: (typeof PAGES)[number]["href"] }) {
  return (
    <div className="mt-4">
      <FilterTabs label="Finance pages" tabs={PAGES.map((page) => ({ label: page.label, href: page.href, active: page.href === current }))} />
    </div>
  );
}
