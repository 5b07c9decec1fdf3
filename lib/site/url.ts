/** Absolute origin of the public site; `||` so an empty NEXT_PUBLIC_SITE_URL counts as unset. */
export function siteUrl(): string {
  return (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
}
