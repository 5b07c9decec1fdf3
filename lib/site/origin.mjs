// The site's public origin, read when the server runs, never when it is built (decisions.md section 20).
// Plain JavaScript so Next's cache handler (lib/cache/isr-cache-handler.mjs) can import it; the app reads
// it through lib/site/url.ts. `NEXT_PUBLIC_*` variables are written into the build, so a build made for
// one host would mail another host's single-use links: SITE_URL is the setting, and the older
// NEXT_PUBLIC_SITE_URL is still honoured, read through a computed name that no bundler can inline.
const NAMES = ["SITE_URL", ["NEXT", "PUBLIC", "SITE", "URL"].join("_")];

/** Absolute origin of the public site, without a trailing slash; an empty setting counts as unset. */
export function siteOrigin() {
  const env = process.env;
  const value = NAMES.map((name) => env[name]).find((v) => typeof v === "string" && v.length > 0);
  return (value ?? "http://localhost:3000").replace(/\/+$/, "");
}
