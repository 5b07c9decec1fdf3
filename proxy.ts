import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { getAuthSecret } from "@/lib/auth/secret";

// The proxy only redirects on the presence and role of the session; the real checks are
// requireRole() in layouts, actions and route handlers.
//
// It reads the JWT without Auth.js's auth() wrapper on purpose: that wrapper re-issues the session
// cookie on every request it sees, so a prefetch still in flight when the user logs out would
// answer with a fresh cookie and log them back in. A read-only decode can never set a cookie.
const secret = getAuthSecret();
const SECURE_COOKIE = "__Secure-authjs.session-token";

const AREAS = ["/candidate", "/employer", "/university", "/admin"] as const;

async function sessionRole(req: NextRequest): Promise<string | undefined> {
  const secureCookie = req.cookies.getAll().some((cookie) => cookie.name.startsWith(SECURE_COOKIE));
  const token = await getToken({ req, secret, secureCookie });
  return typeof token?.role === "string" && typeof token.id === "string" ? token.role : undefined;
}

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const role = await sessionRole(req);
  const loggedIn = Boolean(role);

  if (pathname === "/admin/login") {
    return loggedIn ? NextResponse.redirect(new URL(role === "Admin" ? "/admin" : "/", req.nextUrl)) : NextResponse.next();
  }
  const area = AREAS.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (area && !loggedIn) {
    const login = new URL(area === "/admin" ? "/admin/login" : "/login", req.nextUrl);
    login.searchParams.set("callbackUrl", pathname);
    return NextResponse.redirect(login);
  }
  if (loggedIn && (pathname === "/login" || pathname === "/signup")) {
    return NextResponse.redirect(new URL("/", req.nextUrl));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/candidate/:path*", "/employer/:path*", "/university/:path*", "/admin/:path*", "/login", "/signup"],
};
