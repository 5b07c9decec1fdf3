import { siteOrigin } from "@/lib/site/origin.mjs";

/**
 * Absolute origin of the public site (SITE_URL, read when the server runs: lib/site/origin.mjs), without a
 * trailing slash. Every link, canonical URL and sitemap entry starts with it.
 */
export function siteUrl(): string {
  return siteOrigin();
}
