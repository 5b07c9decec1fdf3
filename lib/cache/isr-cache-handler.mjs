// Next's cache for ISR pages (next.config.ts `cacheHandler`), decision 0040: Next's own file-system
// cache (pages rendered at run time in memory only, decision 0046; the build's prerendered pages read
// from .next/server), except that an entry stored before its page last changed is a miss, so the next
// request renders the page afresh. Changes are heard from the database on every
// server (./page-invalidations.mjs), which is what makes invalidation reach all servers at once; Next's
// revalidatePath would reach only the server that ran it.
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { lastPageChange } from "./page-invalidations.mjs";

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
    if (!entry) return entry;
    const changedAt = lastPageChange(pagePathOfKey(key));
    return changedAt && entry.lastModified <= changedAt + RENDER_MARGIN_MS ? null : entry;
  }
}
