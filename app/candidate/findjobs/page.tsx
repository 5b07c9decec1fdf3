import type { Metadata } from "next";
import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { ApplyButton } from "@/components/job-search/apply-button";
import { JobBrowser } from "@/components/job-search/job-browser";
import { JobCard } from "@/components/job-search/job-card";
import { FindJobsViews } from "@/components/matching/find-jobs-views";
import { RecommendedJobs } from "@/components/matching/recommended-jobs";
import { SkillSearch } from "@/components/skills/skill-search";
import { HeadedPage } from "@/components/ui/page-heading";
import { loadCandidateJobBrowser } from "@/lib/job-search/loaders";
import { loadRecommendedJobs } from "@/lib/matching/loaders";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Find Jobs", robots: { index: false } };

// The candidate's Find Jobs page: the public search plus Apply Now on each card, or (?view=recommended)
// the jobs matching their skills, each card showing its match (matching's list, job search's cards).
export default async function FindJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const recommended = params.view === "recommended";
  return (
    <HeadedPage
      title="Find Jobs"
      intro="Search openings and apply with your profile."
      link={{ href: "/candidate/applications", label: "My Applications" }}
      className="py-5 sm:py-10"
    >
      <FindJobsViews current={recommended ? "recommended" : "all"} />
      {recommended ? <RecommendedView /> : <AllJobs searchParams={params} />}
    </HeadedPage>
  );
}

async function RecommendedView() {
  const data = await loadRecommendedJobs();
  return (
    <RecommendedJobs
      {...data}
      renderCard={(job, match) => (
        <JobCard job={job} note={match} action={<ApplyButton jobId={job.id} post={job.post} applied={job.applied ?? false} />} />
      )}
    />
  );
}

async function AllJobs({ searchParams }: { searchParams: SearchParams }) {
  const data = await loadCandidateJobBrowser(searchParams);
  return (
    <JobBrowser
      {...data}
      viewer="candidate"
      skillPicker={SkillSearch}
      alertButton={<CreateAlertButton query={{ ...data.filters, skillNames: data.skills.map((s) => s.name) }} viewer="candidate" />}
    />
  );
}
