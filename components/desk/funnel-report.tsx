import type { FunnelJson, FunnelRow } from "@/lib/desk/contract/common";
import { FUNNEL_STEPS } from "@/lib/desk/rules/funnel-chart";
import { formatDay } from "@/lib/format/date";
import { DataTable } from "@/components/ui/data-table";
import { RangeForm } from "@/components/ui/get-form";
import { FunnelChart } from "@/components/desk/funnel-chart";

// /desk/reports' body (decisions.md section 17): the range form (a GET form: the URL holds the range),
// the totals with their chart, small multiples per recruiter, the tables per recruiter and per company
// (the charts' accessible equivalent), and the CSV of the same range.

type Counts = Omit<FunnelRow, "id" | "name">;

const MEDIANS = [
  { key: "submittedToAccepted", label: "Days submitted → accepted" },
  { key: "acceptedToInterviewed", label: "Days accepted → interviewed" },
  { key: "interviewedToOffered", label: "Days interviewed → offered" },
  { key: "offeredToHired", label: "Days offered → hired" },
] as const;

/** At most this many recruiters get a small chart (the most submittals first; the table lists all). */
const SMALL_MULTIPLES = 12;

export function DateRangeForm({ from, to, errors }: { from: string; to: string; errors: Record<string, string> }) {
  return (
    <RangeForm action="/desk/reports" label="Report range" submitLabel="Show report" idPrefix="funnel" type="date" fromLabel="From" toLabel="To" from={from} to={to} errors={errors} />
  );
}

function Median({ days }: { days: number | null }) {
  if (days === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">none</span>
      </>
    );
  return <>{days}</>;
}

export function FunnelTotals({ report }: { report: FunnelJson }) {
  const { total } = report;
  return (
    <section aria-labelledby="funnel-total" className="mt-8">
      <h2 id="funnel-total" className="text-xl font-semibold text-slate-900">
        All submittals, {formatDay(report.from)} to {formatDay(report.to)}
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <figure className="rounded-xl border border-slate-200 bg-white p-4">
          <FunnelChart title="Funnel of all submittals" counts={total} />
          <figcaption className="mt-2 text-sm text-slate-600">Of the submittals created in the range, how many reached each step. The tables below hold the same numbers.</figcaption>
        </figure>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {MEDIANS.map((median) => (
            <div key={median.key} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-slate-700">Median {median.label.toLowerCase()}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">
                <Median days={total.medianDays[median.key]} />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function RecruiterCharts({ rows }: { rows: FunnelRow[] }) {
  const shown = rows.slice(0, SMALL_MULTIPLES);
  if (shown.length < 2) return null;
  // One scale for all: the small charts compare.
  const max = Math.max(1, ...shown.flatMap((row) => FUNNEL_STEPS.map((step) => row[step.key])));
  return (
    <section aria-labelledby="funnel-recruiter-charts" className="mt-10">
      <h2 id="funnel-recruiter-charts" className="text-xl font-semibold text-slate-900">
        Per recruiter
      </h2>
      <p className="mt-1 text-sm text-slate-600">On one scale{rows.length > shown.length ? `; the ${SMALL_MULTIPLES} with the most submittals` : ""}.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((row) => (
          <li key={row.id} className="rounded-xl border border-slate-200 bg-white p-3">
            <figure>
              <figcaption className="text-sm font-semibold text-slate-900">{row.name}</figcaption>
              <FunnelChart title={`Funnel of ${row.name}`} counts={row} options={{ width: 320, height: 160, labelWidth: 84, max, tickCount: 3 }} />
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function FunnelTable({ title, rows, nameColumn }: { title: string; rows: FunnelRow[]; nameColumn: string }) {
  const id = `funnel-${nameColumn.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-600">No submittals in this range.</p>
      ) : (
        <DataTable
          caption={`${title}: counts and median days between steps`}
          columns={[nameColumn, ...FUNNEL_STEPS.map((step) => step.label), ...MEDIANS.map((median) => median.label)]}
          className="mt-4"
          minWidth="min-w-[64rem]"
          scrollLabel={`${title}: table`}
        >
          <tbody className="divide-y divide-slate-100 text-slate-800">
            {rows.map((row) => (
              <CountsRow key={row.id} name={row.name} counts={row} />
            ))}
          </tbody>
        </DataTable>
      )}
    </section>
  );
}

function CountsRow({ name, counts }: { name: string; counts: Counts }) {
  return (
    <tr>
      <th scope="row" className="px-4 py-2.5 font-medium break-words">
        {name}
      </th>
      {FUNNEL_STEPS.map((step) => (
        <td key={step.key} className="px-4 py-2.5 tabular-nums">
          {counts[step.key]}
        </td>
      ))}
      {MEDIANS.map((median) => (
        <td key={median.key} className="px-4 py-2.5 tabular-nums">
          <Median days={counts.medianDays[median.key]} />
        </td>
      ))}
    </tr>
  );
}

/** The CSV of the range shown, from the API (the same report). */
export function csvHref(report: Pick<FunnelJson, "from" | "to">): string {
  return `/api/v1/desk/reports/funnel?${new URLSearchParams({ from: report.from, to: report.to, format: "csv" })}`;
}
