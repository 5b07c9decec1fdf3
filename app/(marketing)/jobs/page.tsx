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
  // Only the countries the form shows at first: every country would be ~300 <option>s in the HTML and
  // again in the RSC payload; the filter loads the full list in the browser (components/jobs/job-filters.tsx).
  const countries = data.countries.filter((c) => c.code === "IN" || c.name === data.filters.country);
  const viewer: JobViewer = !user ? "visitor" : user.role === "Candidate" ? "candidate" : "other";
  return (
    <>
      <PageBanner title="Find Jobs" intro="Openings from verified employers, updated every day." />
      <div className="container-page py-10">
        <JobBrowser {...data} countries={countries} viewer={viewer} />
      </div>
    </>
  );
}
