import type { Metadata } from "next";
import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { JobBrowser } from "@/components/job-search/job-browser";
import { PageHeading } from "@/components/ui/page-heading";
import { loadCandidateJobBrowser } from "@/lib/job-search/loaders";
import type { SearchParams } from "@/lib/validations/common";

export const metadata: Metadata = { title: "Find Jobs", robots: { index: false } };

// The candidate's Find Jobs page: the public search plus Apply Now on each card.
export default async function FindJobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const data = await loadCandidateJobBrowser(await searchParams);
  return (
    <div className="container-page py-5 sm:py-10">
      <PageHeading
        title="Find Jobs"
        intro="Search openings and apply with your profile."
        link={{ href: "/candidate/applications", label: "My Applications" }}
      />
      <JobBrowser {...data} viewer="candidate" alertButton={<CreateAlertButton query={data.filters} viewer="candidate" />} />
    </div>
  );
}
