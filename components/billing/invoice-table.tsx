import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, INVOICE_STATUSES, type InvoiceStatusName } from "@/lib/billing/rules/invoices";
import { formatPaise } from "@/lib/billing/rules/money";
import { formatDate, formatDay } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { FilterTabs } from "@/components/ui/filter-tabs";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";

// Finance's list of invoices (decisions.md section 21): a status filter (links: the address holds it)
// and the invoices as a table, drafts with their would-be totals.

const STATUS_TONES: Record<InvoiceStatusName, BadgeTone> = { draft: "slate", issued: "blue", partly_paid: "orange", paid: "green", cancelled: "red" };

/** The list's address with its status filter (and page). */
export function financeHref(status: InvoiceStatusName | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `/finance?${search}` : "/finance";
}

export function InvoiceStatusFilter({ current }: { current: InvoiceStatusName | undefined }) {
  const tabs = [
    { label: "All", href: financeHref(undefined), active: current === undefined },
    ...INVOICE_STATUSES.map((status) => ({ label: INVOICE_STATUS_LABELS[status], href: financeHref(status), active: current === status })),
  ];
  return <FilterTabs label="Invoice status" tabs={tabs} />;
}

export function InvoiceTable({ invoices }: { invoices: InvoiceJson[] }) {
  return (
    <DataTable
      caption="Invoices, newest first"
      columns={["Number", "Bill to", "Kind", "Status", "Date", "Due", "Total", "Balance"]}
      className="mt-6"
      minWidth="min-w-[56rem]"
      scrollLabel="Invoices"
    >
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td className="px-4 py-2.5 font-medium whitespace-nowrap">
              <a href={`/finance/invoices/${invoice.id}`} className="text-blue-700 underline-offset-2 hover:underline">
                {invoice.number ?? "Draft"}
              </a>
            </td>
            <td className="px-4 py-2.5">
              <div>{invoice.billTo.name}</div>
              <div className="text-xs text-slate-600">
                {invoice.placeOfSupply.state} ({invoice.placeOfSupply.code}) · {invoice.supplyType === "intra" ? "CGST + SGST" : "IGST"}
              </div>
            </td>
            <td className="px-4 py-2.5">{INVOICE_KIND_LABELS[invoice.kind]}</td>
            <td className="px-4 py-2.5">
              <StatusBadge status={invoice.status} label={INVOICE_STATUS_LABELS[invoice.status]} tone={STATUS_TONES[invoice.status]} />
            </td>
            <td className="px-4 py-2.5 whitespace-nowrap">{invoice.issueDate ? formatDay(invoice.issueDate) : `Drafted ${formatDate(invoice.createdAt)}`}</td>
            <td className="px-4 py-2.5 whitespace-nowrap">{invoice.dueDate ? formatDay(invoice.dueDate) : "—"}</td>
            <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">{formatPaise(invoice.total)}</td>
            <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">{formatPaise(invoice.balance)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
