import type { ReactNode } from "react";
import type { InvoiceJson } from "@/lib/billing/contract/invoices";
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS } from "@/lib/billing/rules/invoices";
import { formatPaise } from "@/lib/billing/rules/money";
import { PAYABLE_STATUSES } from "@/lib/billing/rules/payments";
import { formatDay } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { CreditNoteDialogButton } from "@/components/billing/credit-note-dialog";
import { PaymentDialogButton } from "@/components/billing/payment-dialog";

// One invoice for Finance (decisions.md section 21): bill-to, lines, taxes and totals, what was paid,
// deducted and credited, the balance; its PDF, and while it is owed the payment and credit-note dialogs.

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 py-1 ${strong ? "font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

export function InvoiceDetail({ invoice, today }: { invoice: InvoiceJson; today: string }) {
  const payable = PAYABLE_STATUSES.includes(invoice.status) && invoice.balance > 0;
  return (
    <div className="mt-6 space-y-6">
      <dl className="grid gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
        <Row label="Number">{invoice.number ?? "Draft (numbered when issued)"}</Row>
        <Row label="Status">{INVOICE_STATUS_LABELS[invoice.status]}</Row>
        <Row label="Kind">{INVOICE_KIND_LABELS[invoice.kind]}</Row>
        <Row label="Issue date">{invoice.issueDate ? formatDay(invoice.issueDate) : "—"}</Row>
        <Row label="Due date">{invoice.dueDate ? formatDay(invoice.dueDate) : "—"}</Row>
        <Row label="Place of supply">{`${invoice.placeOfSupply.state} (${invoice.placeOfSupply.code})`}</Row>
      </dl>
      <section aria-labelledby="bill-to-title" className="text-sm">
        <h2 id="bill-to-title" className="font-semibold text-slate-900">Bill to</h2>
        <p>{invoice.billTo.name}</p>
        {invoice.billTo.address ? <p className="whitespace-pre-line">{invoice.billTo.address}</p> : null}
        <p>{invoice.billTo.state ?? ""}</p>
        <p>GSTIN: {invoice.billTo.gstin ?? "Not registered"}</p>
        <p>{invoice.billTo.email}</p>
      </section>
      <DataTable caption="Lines" columns={["Description", "SAC", "Quantity", "Rate", "Amount"]} minWidth="min-w-[40rem]" scrollLabel="Invoice lines">
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td className="px-4 py-2.5">{line.description}</td>
              <td className="px-4 py-2.5">{line.sac}</td>
              <td className="px-4 py-2.5 text-right tabular-nums">{line.quantity}</td>
              <td className="px-4 py-2.5 text-right tabular-nums">{formatPaise(line.rate)}</td>
              <td className="px-4 py-2.5 text-right tabular-nums">{formatPaise(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <dl aria-label="Totals" className="ml-auto max-w-sm text-sm">
        <Row label="Taxable value">{formatPaise(invoice.taxable)}</Row>
        {invoice.supplyType === "intra" ? (
          <>
            <Row label="CGST 9 %">{formatPaise(invoice.cgst)}</Row>
            <Row label="SGST 9 %">{formatPaise(invoice.sgst)}</Row>
          </>
        ) : (
          <Row label="IGST 18 %">{formatPaise(invoice.igst)}</Row>
        )}
        <Row label="Total" strong>{formatPaise(invoice.total)}</Row>
        <Row label="Paid">{formatPaise(invoice.paid)}</Row>
        <Row label="TDS">{formatPaise(invoice.tds)}</Row>
        <Row label="Credited">{formatPaise(invoice.credited)}</Row>
        <Row label="Balance" strong>{formatPaise(invoice.balance)}</Row>
      </dl>
      <p className="text-sm text-slate-600">{invoice.totalInWords}</p>
      <div className="flex flex-wrap gap-3">
        <a href={`/api/v1/invoices/${invoice.id}/pdf`} className="btn-outline px-4 py-2">
          Download PDF
        </a>
        {payable ? (
          <>
            <PaymentDialogButton invoiceId={invoice.id} today={today} />
            <CreditNoteDialogButton invoiceId={invoice.id} balance={invoice.balance} />
          </>
        ) : null}
      </div>
    </div>
  );
}
