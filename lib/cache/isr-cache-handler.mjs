// Next's cache for ISR pages (next.config.ts `cacheHandler`), decision 0040: Next's own file-system
// cache (pages rendered at run time in memory only, decision 0046; the build's prerendered pages read
// from .next/server), except that an entry stored before its page last changed is a miss, so the next
// request renders the page afresh. Changes are heard from the database on every
// server (./page-invalidations.mjs), which is what makes invalidation reach all servers at once; Next's
// revalidatePath would reach only the server that ran it. A page the build prerendered that does not carry
// this server's origin (SITE_URL, read at run time; decisions.md section 20) is a miss once too: the
// build may have been made for another host, and its canonical and Open Graph URLs with it.
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { lastPageChange } from "./page-invalidations.mjs";
import { siteOrigin } from "../site/origin.mjs";

// Entries older than this process come from the build (or an earlier run); newer ones were rendered here.
const STARTED_AT = Date.now();

/** A page's HTML from before this server started that names no link of this server's origin. */
export function builtForAnotherOrigin(entry, startedAt = STARTED_AT, origin = siteOrigin()) {
  const html = entry?.value?.kind === "APP_PAGE" ? entry.value.html : null;
  return typeof html === "string" && entry.lastModified < startedAt && !html.includes(`${origin}/`) && !html.includes(`${origin}"`);
}

// A render that read the database just before a change may store its copy just after it: a copy
// stored less than this long after a change is refused once more (it costs one extra render).
export const RENDER_MARGIN_MS = 2_000;

/** The page path in a cache key: "/route-cache/<kind>/<hash>/$/job-page/abc" → "/job-page/abc". */
export function pagePathOfKey(key) {
  const marker = key.indexOf("/$/");
  return marker === -1 ? key : key.slice(marker + 2);
}

// The module is CommonJS with an `exports.default`: Node's ESM import gives the exports object.
const BaseCache = FileSystemCache.default ?? FileSystemCache;

export default class PageCacheHandler extends BaseCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!entry || builtForAnotherOrigin(entry)) return null;
    const changedAt = lastPageChange(pagePathOfKey(key));
    return changedAt && entry.lastModified <= changedAt + RENDER_MARGIN_MS ? null : entry;
  }
}
