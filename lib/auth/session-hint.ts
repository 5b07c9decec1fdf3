import "server-only";
import { cookies, headers } from "next/headers";
import { authConfig } from "@/lib/auth/config";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint-name";

/**
 * Whether Auth.js marks this response's session cookie Secure: it follows AUTH_URL when set, else
 * the protocol the client used (X-Forwarded-Proto, which a TLS-terminating proxy sets and `next
 * start` fills otherwise; Auth.js assumes https without it). The hint follows the same rule.
 */
export function isSecureRequest(requestHeaders: Headers, env: NodeJS.ProcessEnv = process.env): boolean {
  const configured = env.AUTH_URL ?? env.NEXTAUTH_URL;
  if (configured) return URL.parse(configured)?.protocol === "https:";
  const proto = requestHeaders.get("x-forwarded-proto");
  return proto === null || proto.split(",")[0].trim() === "https";
}

/**
 * A readable, secret-free cookie that only says "this browser has logged in". The session cookie is
 * HttpOnly, so without it the header of a prerendered page would ask auth/verify-token on every
 * visitor's page view, and answer most of them with a 401. The session cookie stays the only proof:
 * a present hint just means "ask the server".
 */
export async function setSessionHint(): Promise<void> {
  const secure = isSecureRequest(await headers());
  (await cookies()).set(SESSION_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure,
    // The session is not extended after login, so both end together.
    maxAge: authConfig.session.maxAge,
  });
}

export async function clearSessionHint(): Promise<void> {
  (await cookies()).delete(SESSION_HINT_COOKIE);
}
