import { INVOICE_KIND_LABELS, INVOICE_KINDS } from "@/lib/billing/rules/invoices";
import type { InvoicesQuery } from "@/lib/billing/schemas/invoices";
import { Field } from "@/components/ui/field";

// Finance's invoice filters beyond the status tabs (decisions.md section 21): kind, client and month in a
// GET form (the address holds them, the list API reads the same names), and the CSV of what they match.

export type { BilledClient } from "@/lib/billing/service/reports";
import type { BilledClient } from "@/lib/billing/service/reports";

type Filters = Pick<InvoicesQuery, "status" | "kind" | "employerId" | "month">;

function filterParams(query: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ["status", "kind", "employerId", "month"] as const) if (query[key]) params.set(key, query[key]);
  return params;
}

/** /finance with the filters shown (the pages' links keep them). */
export function filteredHref(query: Filters): string {
  const search = filterParams(query).toString();
  return search ? `/finance?${search}` : "/finance";
}

/** GET finance/invoices?…&format=csv for the filters shown. */
export function invoicesCsvHref(query: Filters): string {
  const params = filterParams(query);
  params.set("format", "csv");
  return `/api/v1/finance/invoices?${params}`;
}

export function InvoiceFilters({ query, clients }: { query: Filters; clients: BilledClient[] }) {
  return (
    <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
      <form method="get" action="/finance" className="flex flex-wrap items-end gap-4" aria-label="Filter invoices">
        {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
        <Field id="invoice-kind" label="Kind" required={false}>
          <select name="kind" defaultValue={query.kind ?? ""}>
            <option value="">All kinds</option>
            {INVOICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {INVOICE_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="invoice-client" label="Client" required={false}>
          <select name="employerId" defaultValue={query.employerId ?? ""}>
            <option value="">All clients</option>
            {clients.map((client) => (
              <option key={client.employerId} value={client.employerId}>
                {client.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="invoice-month" label="Month" required={false} hint="Issued in it (drafts: drafted in it)">
          <input type="month" name="month" defaultValue={query.month ?? ""} />
        </Field>
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </form>
      <a href={invoicesCsvHref(query)} className="text-sm font-semibold text-brand-700 underline" download>
        Download these invoices as CSV
      </a>
    </div>
  );
}
