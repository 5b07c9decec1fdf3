import { GSTR1_SECTION_LABELS, GSTR1_SECTIONS } from "@/lib/billing/rules/gstr1";
import { Field } from "@/components/ui/field";
import { GetForm } from "@/components/ui/get-form";
import { monthLabel } from "@/components/billing/revenue-report";

// GSTR-1 for the GST portal's offline tool (decisions.md section 21): a month chosen in a GET form, then a
// download link per table.

export const gstr1Href = (month: string, section: string) => `/api/v1/finance/reports/gstr1?${new URLSearchParams({ month, section })}`;

export function Gstr1Downloads({ month, from, to }: { month: string; from: string; to: string }) {
  return (
    <section aria-labelledby="gstr1-heading" className="mt-10">
      <h2 id="gstr1-heading" className="text-xl font-semibold text-slate-900">
        GSTR-1 for the offline tool
      </h2>
      <GetForm action="/finance/reports" label="GSTR-1 month" submitLabel="Choose month" className="mt-4">
        <input type="hidden" name="from" value={from} />
        <input type="hidden" name="to" value={to} />
        <Field id="gstr1-month" label="Return month" required={false}>
          <input type="month" name="gstr1Month" defaultValue={month} />
        </Field>
      </GetForm>
      <ul className="mt-4 space-y-2 text-sm">
        {GSTR1_SECTIONS.map((section) => (
          <li key={section}>
            <a href={gstr1Href(month, section)} download className="font-semibold text-brand-700 underline">
              Download {section} for {monthLabel(month)} (CSV)
            </a>
            <span className="ml-2 text-slate-600">{GSTR1_SECTION_LABELS[section]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
