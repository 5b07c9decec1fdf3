import type { AgingJson, AgingRow } from "@/lib/billing/contract/reports";
import { formatPaise } from "@/lib/billing/rules/money";
import { formatDay } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { HeadedSection } from "@/components/ui/headed-section";

// Receivables ageing per client (decisions.md section 21): what each owes by days past the due date, the
// most owed first, with the totals as the table's last row.

const COLUMNS = ["Client", "Not yet due", "1–30 days", "31–60 days", "61–90 days", "Over 90 days", "Total"];
const BUCKETS = ["current", "overdue1to30", "overdue31to60", "overdue61to90", "overdue90plus", "total"] as const;

function Amounts({ row }: { row: Omit<AgingRow, "employerId" | "candidateId" | "name"> }) {
  return (
    <>
      {BUCKETS.map((key) => (
        <td key={key} className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
          {formatPaise(row[key])}
        </td>
      ))}
    </>
  );
}

export function AgingTable({ report }: { report: AgingJson }) {
  return (
    <HeadedSection headingId="aging-heading" title="Receivables ageing" className="mt-8">
      <p className="mt-1 text-sm text-slate-600">
        Balances of issued and partly paid invoices on {formatDay(report.asOf)}, by days past the due date. A person billed for training is a row of their own.
      </p>
      {report.clients.length === 0 ? (
        <p className="mt-3 text-slate-600">Nothing is owed.</p>
      ) : (
        <DataTable caption={`Receivables ageing per client on ${formatDay(report.asOf)}`} columns={COLUMNS} className="mt-4" minWidth="min-w-[56rem]" scrollLabel="Receivables ageing">
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {report.clients.map((row) => (
              <tr key={row.employerId ?? `person-${row.candidateId}`}>
                <th scope="row" className="px-4 py-2.5 font-medium break-words">
                  {row.name}
                  {row.employerId ? null : <span className="block text-xs font-normal text-slate-600">Person</span>}
                </th>
                <Amounts row={row} />
              </tr>
            ))}
            <tr className="bg-slate-50 font-semibold">
              <th scope="row" className="px-4 py-2.5">
                All clients
              </th>
              <Amounts row={report.totals} />
            </tr>
          </tbody>
        </DataTable>
      )}
    </HeadedSection>
  );
}
