import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/site/url";

// Private areas and the API are kept out of search engines; they require a session anyway.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/candidate", "/employer", "/university", "/admin", "/api"] },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
