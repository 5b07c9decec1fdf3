// Auth.js's session cookie, by the name every reader shares (edge-safe: the proxy imports it). Over
// HTTPS it is `__Secure-authjs.session-token`, and a large JWT is split into `.0`, `.1`… chunks, so
// "contains the name" is the test.
export const SESSION_COOKIE_NAME = "authjs.session-token";
export const SECURE_SESSION_COOKIE_NAME = `__Secure-${SESSION_COOKIE_NAME}`;

/** Whether a request may carry a session at all: false means a visitor, with nothing to decode. */
export function mayCarrySession(cookieHeaderOrNames: string | null | readonly string[]): boolean {
  if (cookieHeaderOrNames === null) return false;
  if (typeof cookieHeaderOrNames === "string") return cookieHeaderOrNames.includes(SESSION_COOKIE_NAME);
  return cookieHeaderOrNames.some((name) => name.includes(SESSION_COOKIE_NAME));
}
