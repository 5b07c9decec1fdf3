import "server-only";
import { cookies } from "next/headers";
import { authConfig } from "@/lib/auth/config";
import { SESSION_HINT_COOKIE } from "@/lib/auth/session-hint-name";

/**
 * A readable, secret-free cookie that only says "this browser has logged in". The session cookie is
 * HttpOnly, so without it the header of a prerendered page would ask auth/verify-token on every
 * visitor's page view, and answer most of them with a 401. The session cookie stays the only proof:
 * a present hint just means "ask the server".
 */
export async function setSessionHint(): Promise<void> {
  (await cookies()).set(SESSION_HINT_COOKIE, "1", {
    path: "/",
    sameSite: "lax",
    secure: process.env.NODE_ENV === "production",
    // The session is not extended after login, so both end together.
    maxAge: authConfig.session.maxAge,
  });
}

export async function clearSessionHint(): Promise<void> {
  (await cookies()).delete(SESSION_HINT_COOKIE);
}
