import type { Metadata } from "next";
import { DeskCandidateFilters } from "@/components/desk/desk-candidate-filters";
import { DeskCandidateResults } from "@/components/desk/desk-candidate-results";
import { SavedSearchesList, SaveSearchButton } from "@/components/desk/saved-searches";
import { DeskMatchSummary } from "@/components/desk/desk-match-summary";
import { SkillSearch } from "@/components/skills/skill-search";
import { ConsoleHeading } from "@/components/ui/console-heading";
import { FormError } from "@/components/ui/form-alert";
import { HeadedSection } from "@/components/ui/headed-section";
import { loadDeskCandidates } from "@/lib/desk/loaders/candidates";
import { hasDeskFilters } from "@/lib/desk/rules/candidate-search";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Candidates" };

// The desk's candidate search (decisions.md section 17): discoverable candidates and the academy's
// trainees; with a job chosen, each shows its match (in the third person: the desk speaks of the
// candidate) and "Submit to this job".
export default async function DeskCandidatesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadDeskCandidates(await searchParams);
  const { page, ...savable } = data.query;
  const job = data.job;
  return (
    <div className="container-page space-y-8 py-10 sm:py-14">
      <ConsoleHeading
        title="Candidates"
        intro="People who let employers find them, and TalentBridge trainees. Choose a job to rank them by how well they match it."
        action={hasDeskFilters(savable) ? <SaveSearchButton query={savable} /> : null}
      />
      <DeskCandidateFilters
        key={JSON.stringify(data.query)}
        values={{
          search: data.query.search ?? "",
          city: data.query.city ?? "",
          minExperience: data.query.minExperience === undefined ? "" : String(data.query.minExperience),
          verifiedOnly: data.query.verifiedOnly,
        }}
        skills={data.skills}
        job={job ? { id: job.id, post: job.post, company: job.company, city: job.city } : null}
        skillPicker={SkillSearch}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <HeadedSection headingId="desk-results" title={job ? `Candidates for ${job.post} — ${job.company}` : "Results"} headingClassName="mb-4 text-xl font-semibold text-slate-900">
          {data.result.ok ? (
            <DeskCandidateResults
              candidates={data.result.data.candidates}
              job={job ? { id: job.id, post: job.post } : null}
              renderMatch={(match) => (job ? <DeskMatchSummary match={match} skills={job.skills} /> : null)}
              query={savable}
              page={page}
              hasNextPage={data.result.data.hasNextPage}
            />
          ) : (
            <FormError message={`${data.result.message}: it may have closed. Choose another job.`} />
          )}
        </HeadedSection>
        <HeadedSection headingId="desk-saved-searches" title="Saved searches" panel className="self-start">
          <div className="mt-3">
            <SavedSearchesList searches={data.savedSearches} />
          </div>
        </HeadedSection>
      </div>
    </div>
  );
}
