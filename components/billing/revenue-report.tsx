import type { RevenueJson } from "@/lib/billing/contract/reports";
import { INVOICE_KIND_LABELS, INVOICE_KINDS } from "@/lib/billing/rules/invoices";
import { formatPaise } from "@/lib/billing/rules/money";
import { BarChart } from "@/components/ui/bar-chart";
import { DataTable } from "@/components/ui/data-table";
import { RangeForm } from "@/components/ui/get-form";

// Revenue per month and kind (decisions.md section 21): a chart per kind drawn on the server (one scale,
// so they compare; in ₹ thousand, taxable value invoiced), and the table of the same numbers with what
// was collected, the charts' accessible equivalent.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
const thousands = (paise: number) => Math.round(paise / 100_000);

export function RevenueRangeForm({ from, to, errors }: { from: string; to: string; errors: Record<string, string> }) {
  return (
    <RangeForm
      action="/finance/reports"
      label="Revenue months"
      submitLabel="Show revenue"
      className="mt-4"
      idPrefix="revenue"
      type="month"
      fromLabel="From month"
      toLabel="To month"
      from={from}
      to={to}
      errors={errors}
    />
  );
}

export function RevenueReport({ report }: { report: RevenueJson }) {
  const kinds = INVOICE_KINDS.filter((kind) => report.months.some((row) => row.kind === kind && (row.invoiced > 0 || row.collected > 0)));
  const months = [...new Set(report.months.map((row) => row.month))];
  const max = Math.max(1, ...report.months.map((row) => thousands(row.invoiced)));
  return (
    <section aria-labelledby="revenue-heading" className="mt-10">
      <h2 id="revenue-heading" className="text-xl font-semibold text-slate-900">
        Revenue, {monthLabel(report.from)} to {monthLabel(report.to)}
      </h2>
      {kinds.length === 0 ? (
        <p className="mt-3 text-slate-600">Nothing was invoiced or collected in these months.</p>
      ) : (
        <>
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {kinds.map((kind) => (
              <li key={kind} className="rounded-xl border border-slate-200 bg-white p-3">
                <figure>
                  <figcaption className="text-sm font-semibold text-slate-900">{INVOICE_KIND_LABELS[kind]}: invoiced per month, ₹ thousand (taxable value)</figcaption>
                  <BarChart
                    title={`${INVOICE_KIND_LABELS[kind]} invoiced per month in ₹ thousand`}
                    bars={report.months.filter((row) => row.kind === kind).map((row) => ({ key: row.month, label: monthLabel(row.month), value: thousands(row.invoiced) }))}
                    options={{ width: 480, height: Math.max(120, 28 * months.length), labelWidth: 72, max, tickCount: 4 }}
                  />
                </figure>
              </li>
            ))}
          </ul>
          <DataTable caption="Invoiced (taxable value) and collected per month and kind" columns={["Month", "Kind", "Invoiced", "Collected"]} className="mt-6" scrollLabel="Revenue per month and kind">
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {report.months
                .filter((row) => kinds.includes(row.kind))
                .map((row) => (
                  <tr key={`${row.month}-${row.kind}`}>
                    <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap">
                      {monthLabel(row.month)}
                    </th>
                    <td className="px-4 py-2">{INVOICE_KIND_LABELS[row.kind]}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatPaise(row.invoiced)}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatPaise(row.collected)}</td>
                  </tr>
                ))}
            </tbody>
          </DataTable>
        </>
      )}
    </section>
  );
}
