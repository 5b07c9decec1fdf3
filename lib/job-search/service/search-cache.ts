// Searches that read the same for everyone (no candidate's applied/saved/invited flags) answered from
// memory until a job changes (decision 0040): any job change heard from the database
// (./job-changes.ts) moves the generation on, and an entry of an older generation is a miss. Time also
// changes results (a job passes its apply-by date), so an entry lives at most RESULT_TTL_MS.
import type { JobSearchResult } from "@/lib/job-search/contract";

export const RESULT_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

type Entry = { result: Promise<JobSearchResult>; generation: number; expires: number };

// The generation lives on globalThis: Next bundles route handlers and pages separately, and every
// copy of this module must see a change the listener heard.
const KEY = Symbol.for("staffing-portal.job-search.search-generation");
type State = { generation: number; live: boolean };
const store = globalThis as typeof globalThis & { [KEY]?: State };
const cache = new Map<string, Entry>();

function state(): State {
  return (store[KEY] ??= { generation: 0, live: false });
}

/**
 * Called once the listener hears changes: before that (a script, a test, a server still starting)
 * nothing would tell a cached search that it is out of date, so every search runs.
 */
export function setSearchCacheLive(live: boolean): void {
  state().live = live;
  state().generation++;
}

/** True while this server hears job changes from the database: what it keeps in memory can be dropped in time. */
export function changesAreHeard(): boolean {
  return state().live;
}

/** Every cached search is out of date (a job changed, was added, or the listener lost notices). */
export function bumpSearchGeneration(): void {
  state().generation++;
}

/** `load()`'s result for `key`, shared with every caller until a job changes or RESULT_TTL_MS pass. */
export function cachedSearch(key: string, load: () => Promise<JobSearchResult>, now = Date.now()): Promise<JobSearchResult> {
  const { generation, live } = state();
  if (!live) return load();
  const hit = cache.get(key);
  if (hit && hit.generation === generation && hit.expires > now) return hit.result;
  const result = load();
  cache.delete(key); // re-inserted last: the Map's order is the eviction order
  cache.set(key, { result, generation, expires: now + RESULT_TTL_MS });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  // A failed search (a 400 for an unknown skill, a database error) is never served to the next caller.
  result.catch(() => {
    if (cache.get(key)?.result === result) cache.delete(key);
  });
  return result;
}

/** Empties the cache (tests). */
export function clearSearchCache(): void {
  cache.clear();
}
