/**
 * Same-origin checks for unsafe requests (the API's CSRF check and server actions in proxy.ts).
 *
 * The site's own origin is what the browser sees: scheme, host and port. Behind the reverse proxy
 * that is X-Forwarded-Proto and X-Forwarded-Host (the first entry: the proxy facing the browser);
 * `next start` fills both from the socket when no proxy sent them. Trusting them is safe here: a
 * cross-site page cannot make a victim's browser send either header, so they cannot help a forged
 * request pass. Without them, the Host header and the request URL's scheme decide.
 */

// A name or IPv4 address, or a bracketed IPv6 address, with an optional port: nothing a URL could
// read as user info or a path.
const HOST = /^(?:[a-z0-9_.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function firstEntry(value: string | null): string | undefined {
  const first = value?.split(",")[0]?.trim();
  return first || undefined;
}

/** The origin this request was addressed to, e.g. "https://jobs.example" (default ports dropped). */
export function siteOrigin(headers: Headers, requestUrl: string | URL): string | null {
  const url = URL.parse(requestUrl);
  const proto = firstEntry(headers.get("x-forwarded-proto"))?.toLowerCase() ?? url?.protocol.replace(/:$/, "");
  const host = firstEntry(headers.get("x-forwarded-host")) ?? firstEntry(headers.get("host")) ?? url?.host;
  if ((proto !== "http" && proto !== "https") || !host || !HOST.test(host)) return null;
  return URL.parse(`${proto}://${host}`)?.origin ?? null;
}

/** True when the Origin header names exactly this site (an opaque "null" or garbage never does). */
export function isSameOrigin(originHeader: string | null, headers: Headers, requestUrl: string | URL): boolean {
  if (!originHeader) return false;
  const origin = URL.parse(originHeader);
  if (!origin || origin.origin === "null") return false;
  const own = siteOrigin(headers, requestUrl);
  return own !== null && origin.origin === own;
}

/** True when the request URL's path cannot be percent-decoded (e.g. "/jobs/%zz"). */
export function hasBadPercentEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
