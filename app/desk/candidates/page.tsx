import type { Metadata } from "next";
import { DeskCandidateFilters } from "@/components/desk/desk-candidate-filters";
import { DeskCandidateResults } from "@/components/desk/desk-candidate-results";
import { SavedSearchesList, SaveSearchButton } from "@/components/desk/saved-searches";
import { MatchSummary } from "@/components/matching/match-summary";
import { SkillSearch } from "@/components/skills/skill-search";
import { ConsoleHeading } from "@/components/ui/console-heading";
import { FormError } from "@/components/ui/form-alert";
import { HeadedSection } from "@/components/ui/headed-section";
import { loadDeskCandidates } from "@/lib/desk/loaders/candidates";
import { hasDeskFilters } from "@/lib/desk/rules/candidate-search";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Candidates" };

// The desk's candidate search (decisions.md section 17): discoverable candidates and the academy's
// trainees; with a job chosen, each shows its match (matching's words) and "Submit to this job".
export default async function DeskCandidatesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadDeskCandidates(await searchParams);
  const { page, ...savable } = data.query;
  const jobOptions = data.jobs.map((job) => ({ value: job.id, label: `${job.post} — ${job.company}` }));
  // A chosen job older than the select's newest jobs stays chosen.
  if (data.job && !data.jobs.some((job) => job.id === data.job?.id)) jobOptions.unshift({ value: data.job.id, label: `${data.job.post} — ${data.job.company}` });
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
          jobId: data.query.jobId ?? "",
        }}
        skills={data.skills}
        jobs={jobOptions}
        skillPicker={SkillSearch}
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
        <HeadedSection headingId="desk-results" title={job ? `Candidates for ${job.post} — ${job.company}` : "Results"} headingClassName="mb-4 text-xl font-semibold text-slate-900">
          {data.result.ok ? (
            <DeskCandidateResults
              candidates={data.result.data.candidates}
              job={job ? { id: job.id, post: job.post } : null}
              renderMatch={(match) => (job ? <MatchSummary match={match} skills={job.skills} /> : null)}
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
