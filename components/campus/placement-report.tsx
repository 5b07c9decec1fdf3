import type { PlacementsReport } from "@/lib/campus/contract/common";
import { academicYear, formatRupees, PLACEMENT_STEPS } from "@/lib/campus/rules/common";
import type { BarInput } from "@/lib/format/bar-chart";
import { BarChart } from "@/components/ui/bar-chart";
import { DataTable } from "@/components/ui/data-table";
import { HeadedSection } from "@/components/ui/headed-section";
import { Field } from "@/components/ui/field";
import { GetForm } from "@/components/ui/get-form";
import { Select } from "@/components/ui/select";

// /university/reports' body (decisions.md section 18): the year form (a GET form: the URL holds the year),
// the totals with their chart, one small chart per course on one scale, and the table per course (the
// charts' text equivalent) with the salaries; the CSV of the same year comes from the API.

type Counts = PlacementsReport["total"];

/** At most this many courses get a small chart (the most eligible first; the table lists all). */
const SMALL_MULTIPLES = 12;

const stepBars = (counts: Counts): BarInput[] => PLACEMENT_STEPS.map(({ key, label }) => ({ key, label, value: counts[key] }));

/** The CSV of the year shown, from the API (the same report). */
export const placementCsvHref = (year: number) => `/api/v1/university/reports/placements?${new URLSearchParams({ year: String(year), format: "csv" })}`;

export function YearForm({ years, year }: { years: number[]; year: number }) {
  return (
    <GetForm action="/university/reports" label="Report year" submitLabel="Show report">
      <Field id="report-year" label="Passing year" plainLabel>
        <Select name="year" defaultValue={String(year)} options={years.map((value) => ({ value: String(value), label: `${value} (academic year ${academicYear(value)})` }))} />
      </Field>
    </GetForm>
  );
}

function Salary({ amount }: { amount: number | null }) {
  if (amount === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">none</span>
      </>
    );
  return <>{formatRupees(amount)}</>;
}

export function PlacementTotals({ report }: { report: PlacementsReport }) {
  const { total } = report;
  const figures = [
    ...PLACEMENT_STEPS.map((step) => ({ key: step.key, label: step.label, value: <>{total[step.key]}</> })),
    { key: "median", label: "Median salary", value: <Salary amount={total.medianSalary} /> },
    { key: "highest", label: "Highest salary", value: <Salary amount={total.highestSalary} /> },
  ];
  return (
    <HeadedSection headingId="placements-total" title={<>Students passing out in {report.year} (academic year {academicYear(report.year)})</>} className="mt-8">
      <div className="mt-4 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <figure className="rounded-xl border border-slate-200 bg-white p-4">
          <BarChart title={`Placements of the ${report.year} batch`} bars={stepBars(total)} />
          <figcaption className="mt-2 text-sm text-slate-600">How many of the batch reached each step. The table below holds the same numbers per course.</figcaption>
        </figure>
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {figures.map((figure) => (
            <div key={figure.key} className="rounded-xl border border-slate-200 bg-white p-3">
              <dt className="text-slate-700">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </HeadedSection>
  );
}

export function CourseCharts({ courses }: { courses: PlacementsReport["courses"] }) {
  const shown = [...courses].sort((a, b) => b.eligible - a.eligible || a.course.localeCompare(b.course)).slice(0, SMALL_MULTIPLES);
  if (shown.length < 2) return null;
  // One scale for all: the small charts compare.
  const max = Math.max(1, ...shown.flatMap((row) => PLACEMENT_STEPS.map((step) => row[step.key])));
  return (
    <HeadedSection headingId="placements-course-charts" title="Per course" className="mt-10">
      <p className="mt-1 text-sm text-slate-600">On one scale{courses.length > shown.length ? `; the ${SMALL_MULTIPLES} courses with the most eligible students` : ""}.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((row) => (
          <li key={row.course} className="rounded-xl border border-slate-200 bg-white p-3">
            <figure>
              <figcaption className="text-sm font-semibold break-words text-slate-900">{row.course}</figcaption>
              <BarChart title={`Placements in ${row.course}`} bars={stepBars(row)} options={{ width: 320, height: 150, labelWidth: 84, max, tickCount: 3 }} />
            </figure>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function CountsRow({ name, counts, total = false }: { name: string; counts: Counts; total?: boolean }) {
  return (
    <tr className={total ? "border-t-2 border-slate-300 font-semibold" : undefined}>
      <th scope="row" className="px-4 py-2.5 font-medium break-words">
        {name}
      </th>
      {PLACEMENT_STEPS.map((step) => (
        <td key={step.key} className="px-4 py-2.5 tabular-nums">
          {counts[step.key]}
        </td>
      ))}
      <td className="px-4 py-2.5 tabular-nums">
        <Salary amount={counts.medianSalary} />
      </td>
      <td className="px-4 py-2.5 tabular-nums">
        <Salary amount={counts.highestSalary} />
      </td>
    </tr>
  );
}

export function CourseTable({ report }: { report: PlacementsReport }) {
  return (
    <HeadedSection headingId="placements-by-course" title="By course" className="mt-10">
      <DataTable
        caption={`Placements of the ${report.year} batch by course: students eligible, registered, offered and placed, with the median and highest salary a year`}
        columns={["Course", ...PLACEMENT_STEPS.map((step) => step.label), "Median salary", "Highest salary"]}
        className="mt-4"
        minWidth="min-w-[48rem]"
      >
        <tbody className="divide-y divide-slate-100 text-slate-800">
          {report.courses.map((row) => (
            <CountsRow key={row.course} name={row.course} counts={row} />
          ))}
        </tbody>
        <tfoot className="text-slate-900">
          <CountsRow name="All courses" counts={report.total} total />
        </tfoot>
      </DataTable>
    </HeadedSection>
  );
}
