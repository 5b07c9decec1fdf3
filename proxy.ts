import { getToken } from "next-auth/jwt";
import { NextResponse, type NextRequest } from "next/server";
import { getAuthSecret } from "@/lib/auth/secret";
import { safeNextPath } from "@/lib/site/next-path";
import { createNonce, isPerRequestPage, nonceContentSecurityPolicy } from "@/lib/security/headers";
import { REQUEST_ID_HEADER, requestIdFrom } from "@/lib/log/request-id";
import { JOB_GONE_PATH, isGoneJobPage, jobPageId } from "@/lib/job-search/service/gone";
import { VISITOR_LISTING_PATH, servesVisitorListing, visitorJobPagePath } from "@/lib/job-search/service/visitor-listing";
import { databaseIsDown } from "@/lib/ops/probe-state";
import { unavailablePage } from "@/lib/ops/unavailable-page";
import { hasBadPercentEncoding } from "@/lib/security/origin";
import { refusePagePost } from "@/lib/security/server-action-guard";
import { SECURE_SESSION_COOKIE_NAME } from "@/lib/auth/session-cookie";

// The proxy, in order: refuses paths that cannot be decoded (Next would answer a text/plain 500),
// refuses page POSTs (server actions) Next would answer with a 500, redirects on the presence and
// role of the session, and gives pages rendered per request a nonce Content-Security-Policy.
// The real access checks are requireRole() in layouts, actions and route handlers. Every answer carries
// the request's X-Request-Id (also passed on to the page), and while the database is down pages get a
// friendly 503 instead of a crash (lib/ops; API routes answer their own 503 envelope in withApi).
// The page of a job closed more than 30 days ago answers 410 (lib/job-search/service/gone.ts), which a page cannot.
// A visitor's bare /jobs is served from the cached listing (lib/job-search/service/visitor-listing.ts, decision 0024),
// and a visitor's job page from its cached copy (decision 0040).
//
// It reads the JWT without Auth.js's auth() wrapper on purpose: that wrapper re-issues the session
// cookie on every request it sees, so a prefetch still in flight when the user logs out would
// answer with a fresh cookie and log them back in. A read-only decode can never set a cookie.
const secret = getAuthSecret();

const AREAS = ["/candidate", "/employer", "/university", "/admin", "/trainer", "/finance"] as const;

/** Where a page path that cannot be decoded is rewritten: no such route, so the 404 page answers. */
export const BAD_PATH_REWRITE = "/_bad-path";

async function sessionRole(req: NextRequest): Promise<string | undefined> {
  const secureCookie = req.cookies.getAll().some((cookie) => cookie.name.startsWith(SECURE_SESSION_COOKIE_NAME));
  const token = await getToken({ req, secret, secureCookie });
  return typeof token?.role === "string" && typeof token.id === "string" ? token.role : undefined;
}

/** The session redirects (unchanged), or null. Only these paths pay for decoding the token. */
async function sessionRedirect(req: NextRequest): Promise<NextResponse | null> {
  const { pathname } = req.nextUrl;
  const area = AREAS.find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  if (!area && pathname !== "/login" && pathname !== "/signup") return null;
  const role = await sessionRole(req);
  const loggedIn = Boolean(role);

  if (pathname === "/admin/login") {
    return loggedIn ? NextResponse.redirect(new URL(role === "Admin" ? "/admin" : "/", req.nextUrl)) : null;
  }
  if (area && !loggedIn) {
    const login = new URL(area === "/admin" ? "/admin/login" : "/login", req.nextUrl);
    // Back to the page after login (decisions.md section 19: `next`, a same-site path).
    login.searchParams.set("next", `${pathname}${req.nextUrl.search}`);
    return NextResponse.redirect(login);
  }
  if (loggedIn && (pathname === "/login" || pathname === "/signup")) {
    return NextResponse.redirect(new URL(safeNextPath(req.nextUrl.searchParams.get("next")) ?? "/", req.nextUrl));
  }
  return null;
}

/**
 * Next reads the nonce from the request's policy and puts it on its scripts; the browser gets the same
 * policy. With `rewrite`, Next renders that path instead, answering with the given status.
 */
function next(req: NextRequest, requestId: string, nonce: boolean, rewrite?: { path: string; status: number }): NextResponse {
  const csp = nonce ? nonceContentSecurityPolicy(createNonce()) : null;
  const headers = new Headers(req.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  if (csp) headers.set("content-security-policy", csp);
  const res = rewrite
    ? NextResponse.rewrite(new URL(rewrite.path, req.url), { status: rewrite.status, request: { headers } })
    : NextResponse.next({ request: { headers } });
  if (csp) res.headers.set("content-security-policy", csp);
  return res;
}

export async function proxy(req: NextRequest) {
  const requestId = requestIdFrom(req.headers);
  const res = await route(req, requestId);
  res.headers.set(REQUEST_ID_HEADER, requestId);
  return res;
}

async function route(req: NextRequest, requestId: string): Promise<Response> {
  const { pathname } = req.nextUrl;
  const isApi = pathname === "/api" || pathname.startsWith("/api/");

  if (hasBadPercentEncoding(pathname)) {
    if (isApi) {
      return Response.json(
        { success: false, code: "VALIDATION", message: "The request path is not valid." },
        { status: 400, headers: { "Cache-Control": "no-store" } },
      );
    }
    return NextResponse.rewrite(new URL(BAD_PATH_REWRITE, req.url), { status: 404 });
  }
  if (isApi) return next(req, requestId, false);
  if (await databaseIsDown()) return unavailablePage(requestId);

  if (req.method === "POST") {
    const refused = await refusePagePost(req);
    if (refused) return refused;
  }
  const redirect = await sessionRedirect(req);
  if (redirect) return redirect;
  if ((req.method === "GET" || req.method === "HEAD") && (await isGoneJobPage(pathname))) {
    return next(req, requestId, true, { path: JOB_GONE_PATH, status: 410 });
  }
  const cookieNames = req.cookies.getAll().map((cookie) => cookie.name);
  if (servesVisitorListing({ method: req.method, pathname, search: req.nextUrl.search, cookieNames })) {
    // A prerendered copy: its scripts carry no nonce, so it keeps the static policy (decision 0024).
    return next(req, requestId, false, { path: VISITOR_LISTING_PATH, status: 200 });
  }
  const visitorJobPage = visitorJobPagePath({ method: req.method, jobId: jobPageId(pathname), cookieNames });
  if (visitorJobPage) {
    // A visitor's job page, from the cache every change to the job drops (decision 0040).
    return next(req, requestId, false, { path: visitorJobPage, status: 200 });
  }
  return next(req, requestId, isPerRequestPage(pathname));
}

export const config = {
  matcher: [
    // Every page path except build assets and icons. /api is left out: a proxy makes Next buffer each
    // request body for it, and the API caps its bodies itself (withApi)...
    "/((?!api/|_next/static|_next/image|favicon.ico|icon.svg|opengraph-image|robots.txt|sitemap.xml).*)",
    // ...except paths with a percent sign, so one that cannot be decoded gets the API's 400 envelope.
    "/api/:path(.*%.*)",
  ],
};
