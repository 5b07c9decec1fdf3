import type { ClientInvoice } from "@/lib/billing/loaders/client-invoices";
import { INVOICE_STATUS_LABELS, type InvoiceStatusName } from "@/lib/billing/rules/invoices";
import { formatPaise } from "@/lib/billing/rules/money";
import { formatDay } from "@/lib/format/date";
import { StatusBadge, type BadgeTone } from "@/components/ui/status-badge";

// The client's invoices (decisions.md section 21): one card each with its number, date, status, total,
// balance and due date, the PDF, and while something is owed the UPI QR code (a PNG drawn on the
// server: an <img> whose alt text names the amount and the number).

const TONES: Partial<Record<InvoiceStatusName, BadgeTone>> = { issued: "blue", partly_paid: "orange", paid: "green" };

/** The PDF's address (GET invoices/{id}/pdf). */
export const invoicePdfHref = (id: string) => `/api/v1/invoices/${encodeURIComponent(id)}/pdf`;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

export function ClientInvoiceList({ invoices }: { invoices: ClientInvoice[] }) {
  return (
    <ul className="space-y-4" aria-label="Invoices">
      {invoices.map((invoice) => {
        const headingId = `invoice-${invoice.id}`;
        return (
          <li key={invoice.id}>
            <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:justify-between">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-3">
                  <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                    Invoice {invoice.number}
                  </h2>
                  <StatusBadge status={invoice.status} label={INVOICE_STATUS_LABELS[invoice.status]} tone={TONES[invoice.status] ?? "slate"} />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <Fact label="Date">{invoice.issueDate ? formatDay(invoice.issueDate) : "—"}</Fact>
                  <Fact label="Total">{formatPaise(invoice.total)}</Fact>
                  <Fact label="Balance">{formatPaise(invoice.balance)}</Fact>
                  <Fact label="Due date">{invoice.dueDate ? formatDay(invoice.dueDate) : "—"}</Fact>
                </dl>
                <p className="mt-4">
                  <a href={invoicePdfHref(invoice.id)} className="font-semibold text-brand-700 underline" download>
                    Download PDF<span className="sr-only"> of invoice {invoice.number}</span>
                  </a>
                </p>
              </div>
              {invoice.qr ? (
                <figure className="shrink-0 text-center">
                  {/* A data URL drawn on the server: next/image has nothing to optimise here. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={invoice.qr.src} alt={invoice.qr.alt} width={176} height={176} className="mx-auto" />
                  <figcaption className="mt-1 text-xs text-slate-600">Scan with any UPI app to pay {formatPaise(invoice.balance)}</figcaption>
                </figure>
              ) : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
