// The site's public origin, read when the server runs, never when it is built (decisions.md section 20):
// `NEXT_PUBLIC_*` variables are written into the build, so a build made for one host would mail another
// host's single-use links. SITE_URL is the setting; NEXT_PUBLIC_SITE_URL is still honoured, read at run
// time through a computed name so the bundler cannot inline it.
const RUNTIME_NAMES = ["SITE_URL", ["NEXT", "PUBLIC", "SITE", "URL"].join("_")] as const;

/** Absolute origin of the public site, without a trailing slash; an empty setting counts as unset. */
export function siteUrl(): string {
  const env = process.env;
  const value = RUNTIME_NAMES.map((name) => env[name]).find((v) => typeof v === "string" && v.length > 0);
  return (value ?? "http://localhost:3000").replace(/\/+$/, "");
}
