import { PageBanner } from "@/components/site/page-banner";
import { JobBrowser, type JobViewer } from "@/components/jobs/job-browser";
import { getCurrentUser } from "@/lib/auth/guards";
import { loadJobBrowser } from "@/lib/data/jobs";
import { pageMetadata } from "@/lib/site/metadata";
import type { SearchParams } from "@/lib/validations/common";

export const metadata = pageMetadata({
  title: "Find Jobs",
  description: "Search approved job openings from verified employers across India by title, skill, employment type, qualification and location.",
  path: "/jobs",
});

// Public Find Jobs page: the filters are in the URL, so it renders per request.
export default async function JobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await getCurrentUser();
  const data = await loadJobBrowser(await searchParams, user);
  const viewer: JobViewer = !user ? "visitor" : user.role === "Candidate" ? "candidate" : "other";
  return (
    <>
      <PageBanner title="Find Jobs" intro="Openings from verified employers, updated every day." />
      <div className="container-page py-10">
        <JobBrowser {...data} viewer={viewer} />
      </div>
    </>
  );
}
