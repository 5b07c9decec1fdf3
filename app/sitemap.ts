import type { MetadataRoute } from "next";
import { PROGRAMMES } from "@/lib/academy/rules/programmes";
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
  // The academy's programme pages: the 12 slugs are data, no query needed.
  const programmes = PROGRAMMES.map((p) => ({ url: `${base}/training/${p.slug}`, changeFrequency: "weekly" as const, priority: 0.6 }));
  // The certificate check form (rendered per request, so not among the prerendered marketing pages);
  // the certificates themselves are noindex.
  const certificateCheck = { url: `${base}/certificates`, changeFrequency: "yearly" as const, priority: 0.4 };
  return [...marketingSitemapEntries(base), ...programmes, certificateCheck, ...jobs];
}
