import "server-only";
import { decode, getToken } from "next-auth/jwt";
import { getAuthSecret } from "@/lib/auth/secret";
import { SECURE_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";
import { isSecureRequest } from "@/lib/auth/session-hint";

// The claims of the request's session JWT, read the way Auth.js's auth() reads them (the same cookie,
// chunks joined, the same decode) but without running its session handler: auth() also re-encrypts a
// fresh cookie on every call, which a page or a route handler throws away. Each JWE operation is a
// few crypto jobs on libuv's thread pool, behind whatever else waits there (the argon2 of logins); under
// load auth() took a third of an apply's time (README, "Where apply's time went"). A decrypted token is
// remembered until it expires: the same cookie always decrypts to the same claims, and whether its
// session is still live is the Session row's question, which getCurrentUser asks on every request.

export type SessionClaims = { id: string; sid: string };

const secret = getAuthSecret();
/** jose's clock tolerance as Auth.js decodes (15 s): a remembered token ends when a decode would fail. */
const CLOCK_TOLERANCE_MS = 15_000;
/** Enough for every session active on one server; the oldest is forgotten first (one decode to relearn). */
export const REMEMBERED_TOKENS = 5_000;

type Remembered = { claims: SessionClaims; usableUntilMs: number };
const remembered = new Map<string, Remembered>();

function remember(key: string, entry: Remembered) {
  remembered.delete(key);
  remembered.set(key, entry);
  // A Map iterates in insertion order: the first key is the least recently used.
  if (remembered.size > REMEMBERED_TOKENS) remembered.delete(remembered.keys().next().value!);
}

/**
 * The session's user id and Session row id from the request's cookie, or null without a session
 * cookie or with one that names no session. A token that does not decrypt or has expired throws, as
 * auth() does. Only the cookie counts: Auth.js's getToken would also take an Authorization header.
 */
export async function sessionClaims(requestHeaders: Headers): Promise<SessionClaims | null> {
  // The cookie Auth.js would read for this request: the secure name over HTTPS (or by AUTH_URL).
  const secureCookie = isSecureRequest(requestHeaders);
  const cookieName = secureCookie ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
  const cookieOnly = new Headers({ cookie: requestHeaders.get("cookie") ?? "" });
  const token = await getToken({ req: { headers: cookieOnly }, secret, secureCookie, cookieName, raw: true });
  if (!token) return null;

  // The cookie's name is the key derivation's salt, so it is part of what the token means.
  const key = `${cookieName}\n${token}`;
  const known = remembered.get(key);
  if (known && known.usableUntilMs > Date.now()) {
    remember(key, known);
    return known.claims;
  }
  remembered.delete(key);

  const payload = await decode({ token, secret, salt: cookieName });
  if (typeof payload?.id !== "string" || typeof payload.sid !== "string") return null;
  const claims = { id: payload.id, sid: payload.sid };
  if (typeof payload.exp === "number") remember(key, { claims, usableUntilMs: payload.exp * 1000 + CLOCK_TOLERANCE_MS });
  return claims;
}

/** For tests: forget every remembered token. */
export function forgetSessionTokens(): void {
  remembered.clear();
}
