// The cached visitor listing of Find Jobs (docs/decisions/0024-cached-visitor-listing.md): which
// requests proxy.ts serves from it, and where it lives. Edge-safe (the proxy imports it).
import { mayCarrySession } from "@/lib/auth/session-cookie";

/**
 * The internal path of the cached listing; never linked, and kept out of search engines by robots.txt
 * (its canonical is /jobs). It cannot be refused in the proxy: Next runs the proxy again for the
 * rewritten path when it renders the page into its cache.
 */
export const VISITOR_LISTING_PREFIX = "/job-listing";
export const VISITOR_LISTING_VARIANT = "all";
export const VISITOR_LISTING_PATH = `${VISITOR_LISTING_PREFIX}/${VISITOR_LISTING_VARIANT}`;

/**
 * A visitor's bare GET /jobs: no query (filters and paging render per request) and no session cookie
 * (a signed-in user sees Apply, Saved and their own state). A stale cookie only costs a fresh render.
 */
export function servesVisitorListing(req: { method: string; pathname: string; search: string; cookieNames: string[] }): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.pathname === "/jobs" &&
    req.search === "" &&
    !mayCarrySession(req.cookieNames)
  );
}

/** The internal path of a job's cached visitor page (decision 0040); canonical /jobs/<id>. */
export const VISITOR_JOB_PREFIX = "/job-page";

/**
 * Where a visitor's GET /jobs/<id> is served from, or null (signed-in users render per request). The
 * page reads no query, so one copy serves every query string (a shared link's utm_source included).
 */
export function visitorJobPagePath(req: { method: string; jobId: string | null; cookieNames: string[] }): string | null {
  const served = (req.method === "GET" || req.method === "HEAD") && req.jobId !== null && !mayCarrySession(req.cookieNames);
  return served ? `${VISITOR_JOB_PREFIX}/${req.jobId}` : null;
}
