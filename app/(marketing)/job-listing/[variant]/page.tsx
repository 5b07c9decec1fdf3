import { notFound } from "next/navigation";
import { CreateAlertButton } from "@/components/alerts/create-alert-button";
import { FindJobsView, findJobsMetadata } from "@/components/job-search/find-jobs-view";
import { SkillSearch } from "@/components/skills/skill-search";
import { loadJobBrowser } from "@/lib/job-search/loaders";
import { VISITOR_LISTING_VARIANT } from "@/lib/job-search/service/visitor-listing";

// The Find Jobs page as a visitor first sees it (no filters, no session), rendered at most once a
// minute per server and served from Next's cache (ISR). proxy.ts rewrites a visitor's bare GET /jobs
// here (docs/decisions/0024-cached-visitor-listing.md); robots.txt keeps crawlers off this path.
export const revalidate = 60;
// Rendered on its first request, never at build time (the build has no database).
export const dynamicParams = true;
export function generateStaticParams(): { variant: string }[] {
  return [];
}

export const metadata = findJobsMetadata;

export default async function CachedJobListing({ params }: { params: Promise<{ variant: string }> }) {
  if ((await params).variant !== VISITOR_LISTING_VARIANT) notFound();
  // A failed search throws, so Next keeps serving the last good copy instead of caching the error.
  const data = await loadJobBrowser({}, null, { failOpen: false });
  return <FindJobsView data={data} viewer="visitor" skillPicker={SkillSearch} alertButton={<CreateAlertButton query={{ ...data.filters, skillNames: data.skills.map((s) => s.name) }} viewer="visitor" />} />;
}
