/**
 * Security headers (docs/decisions/0012-security-headers.md). next.config.ts sends the fixed ones
 * and the static Content-Security-Policy on every response; proxy.ts replaces that policy with a
 * per-request nonce policy on the pages that are rendered per request.
 *
 * Imported by next.config.ts, so only relative imports (no "@/" alias) and no server-only code.
 */

const isDev = () => process.env.NODE_ENV === "development";

// Everything the pages load comes from this origin: scripts and chunks, styles, self-hosted fonts,
// images (data:/blob: for previews), API calls. Inline styles stay allowed: Next and React emit
// style attributes and a style-src nonce cannot cover attributes; the script policy is what stops XSS.
function policy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

// In development React reconstructs server stacks with eval (Next's CSP guide).
const devEval = () => (isDev() ? " 'unsafe-eval'" : "");

/**
 * For prerendered pages (and everything else not rendered per request): their HTML is built once,
 * so no per-request nonce fits it, and Next's inline bootstrap scripts need 'unsafe-inline'. Scripts
 * from any other origin are still refused.
 */
export function staticContentSecurityPolicy(): string {
  return policy(`'self' 'unsafe-inline'${devEval()}`);
}

/**
 * For pages rendered per request: only scripts carrying this request's nonce (Next adds it to its
 * own scripts when it reads this header on the request) and what they load ('strict-dynamic').
 */
export function nonceContentSecurityPolicy(nonce: string): string {
  return policy(`'self' 'nonce-${nonce}' 'strict-dynamic'${devEval()}`);
}

/** 128 random bits, base64: a fresh one for every response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page areas rendered per request (their layouts read the session: `dynamic = "force-dynamic"`).
 * Only these get the nonce policy: a prerendered page's scripts carry no nonce, so a nonce policy
 * would block them all. A new dynamic area left out of this list is still covered by the static
 * policy (weaker, not broken); a static page must never be listed.
 */
export const PER_REQUEST_PAGE_PREFIXES = ["/candidate", "/employer", "/university", "/admin", "/trainer", "/finance", "/login", "/signup", "/jobs", "/account", "/forgot-password", "/reset-password", "/alerts", "/certificates"] as const;

export function isPerRequestPage(pathname: string): boolean {
  return PER_REQUEST_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Sent on every response (next.config.ts headers()); lower-case keys so proxy.ts can replace them. */
export function securityHeaders(): { key: string; value: string }[] {
  return [
    { key: "content-security-policy", value: staticContentSecurityPolicy() },
    { key: "x-content-type-options", value: "nosniff" },
    { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
    { key: "x-frame-options", value: "DENY" },
    { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
  ];
}

/** HSTS: only on responses to HTTPS requests (RFC 6797 section 7.2: ignored over plain HTTP anyway). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";
