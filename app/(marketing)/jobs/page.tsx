import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { FindJobsView, findJobsMetadata } from "@/components/job-search/find-jobs-view";
import { SkillSearch } from "@/components/skills/skill-search";
import type { JobViewer } from "@/components/job-search/job-browser";
import { getCurrentUser } from "@/lib/auth/guards";
import { loadJobBrowser } from "@/lib/job-search/loaders";
import type { SearchParams } from "@/lib/validations/common";

export const metadata = findJobsMetadata;

// Public Find Jobs page: the filters are in the URL, so it renders per request. A visitor's bare
// /jobs is rewritten by proxy.ts to the cached listing (app/(marketing)/job-listing, decision 0024).
export default async function JobsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const user = await getCurrentUser();
  const data = await loadJobBrowser(await searchParams, user);
  const viewer: JobViewer = !user ? "visitor" : user.role === "Candidate" ? "candidate" : "other";
  const alertButton = viewer === "other" ? null : <CreateAlertButton query={{ ...data.filters, skillNames: data.skills.map((s) => s.name) }} viewer={viewer} />;
  return <FindJobsView data={data} viewer={viewer} alertButton={alertButton} skillPicker={SkillSearch} />;
}
