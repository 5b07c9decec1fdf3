import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site/url";
import { VISITOR_JOB_PREFIX, VISITOR_LISTING_PREFIX } from "@/lib/job-search/service/visitor-listing";

// Made per request: the sitemap's address is the server's origin (SITE_URL, read at run time).
export const dynamic = "force-dynamic";

// Private areas and the API are kept out of search engines (they require a session anyway), and so is
// the cached visitor pages' internal paths (their content is /jobs and /jobs/<id>).
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/candidate", "/employer", "/university", "/admin", "/api", VISITOR_LISTING_PREFIX, VISITOR_JOB_PREFIX] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
