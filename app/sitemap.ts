import type { MetadataRoute } from "next";
import { jobSitemapEntries } from "@/lib/job-search/loaders";
import { marketingSitemapEntries } from "@/lib/site/marketing-paths";
import { siteUrl } from "@/lib/site/url";

// Job URLs come from the database, so the sitemap is built per request (never at build time).
export const dynamic = "force-dynamic";

// Other modules add their public URLs (e.g. /jobs and job pages) by spreading more entries here.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl();
  let jobs: MetadataRoute.Sitemap = [];
  try {
    jobs = await jobSitemapEntries(base);
  } catch (error) {
    // The static pages are still worth serving when the database is unavailable.
    console.error("[sitemap] job entries failed:", error instanceof Error ? error.message : error);
  }
  return [...marketingSitemapEntries(base), ...jobs];
}
