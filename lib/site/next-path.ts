// Where to go after login, signup or the profile (decisions.md section 19: `?next=`). Only a path on
// this site is followed: one leading "/", no scheme, no "//" or "/\" (a browser reads both as another
// host), no control characters, no backslashes. Anything else is ignored, never an open redirect.
// Browser-safe: forms read it from the URL and the server checks it again.

const MAX_LENGTH = 512;

/** `value` when it is a same-site path, else null. */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith("/") || value.startsWith("//")) return null;
  if (/[\\\u0000-\u001F\u007F]/.test(value)) return null;
  // A path that a URL parser resolves to another origin is refused, whatever trick it uses.
  const base = "http://same-site.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `path` with `next` added to its query when `next` is a same-site path (else `path` unchanged). */
export function withNext(path: string, next: unknown): string {
  const safe = safeNextPath(next);
  if (!safe) return path;
  return `${path}${path.includes("?") ? "&" : "?"}next=${encodeURIComponent(safe)}`;
}
