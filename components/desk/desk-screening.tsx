import { FileText } from "lucide-react";
import type { DeskScreening } from "@/lib/desk/contract/common";
import { noticePeriodLabel, yearlyRupees } from "@/lib/candidate-profile/rules";
import { STORED_FILE_PREFIX } from "@/lib/candidate-profile/schemas/limits";
import { HeadedSection } from "@/components/ui/headed-section";

const NOT_GIVEN = "Not given";

/**
 * What a recruiter screens a candidate with before putting them forward (decisions.md section 20): only
 * for one who lets employers find them. Contact details, pay, notice and the résumé (opened through GET
 * files/{id}, which logs the read for the candidate). Companies never see this part.
 */
export function ScreeningFacts({ name, screening }: { name: string; screening: DeskScreening }) {
  const salary = (amount: number | null) => (amount === null ? NOT_GIVEN : yearlyRupees(amount));
  const facts: [string, string][] = [
    ["E-mail", screening.email],
    ["Phone", screening.mobile ?? NOT_GIVEN],
    ["Current salary", screening.isFresher ? "Fresher: no salary yet" : salary(screening.currentSalary)],
    ["Expected salary", salary(screening.expectedSalary)],
    ["Notice period", screening.noticePeriodDays === null ? NOT_GIVEN : noticePeriodLabel(screening.noticePeriodDays)],
  ];
  return (
    <HeadedSection headingId="candidate-screening" title="For screening" headingClassName="mb-1 text-lg font-semibold text-slate-900">
      <p className="mb-3 text-sm text-slate-600">Seen by TalentBridge recruiters only: {name} lets employers find them. Companies never see these.</p>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm font-semibold text-slate-700">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm font-semibold text-slate-700">Résumé</dt>
          <dd className="mt-0.5">
            {screening.resume ? (
              <a href={`${STORED_FILE_PREFIX}${encodeURIComponent(screening.resume.fileId)}`} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline">
                <FileText aria-hidden="true" className="size-4" />
                Open the résumé of {name}
              </a>
            ) : (
              <span className="text-slate-900">{NOT_GIVEN}</span>
            )}
          </dd>
        </div>
      </dl>
    </HeadedSection>
  );
}
