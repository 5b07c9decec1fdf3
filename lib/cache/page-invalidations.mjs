// When each cached page last changed, per server process (decision 0040). Writers: listeners that hear
// a change from the database (lib/job-search/service/job-changes.ts). Reader: the ISR cache handler
// (./isr-cache-handler.mjs), which Next loads by path outside the app's bundles; both reach one
// registry through globalThis, and this file is plain JavaScript so the handler can import it.
const KEY = Symbol.for("staffing-portal.cache.page-invalidations");
// A server that saw changes to more pages than this forgets them and treats every page as changed at
// the latest forgotten time: conservative (a few extra renders), and memory stays bounded.
const MAX_PATHS = 10_000;

/** @returns {{ paths: Map<string, number>, prefixes: Map<string, number>, everything: number }} */
function registry() {
  const store = /** @type {Record<symbol, any>} */ (globalThis);
  store[KEY] ??= { paths: new Map(), prefixes: new Map(), everything: 0 };
  return store[KEY];
}

/** Marks these page paths (e.g. "/job-page/abc") changed at `at` (ms). */
export function invalidatePages(paths, at = Date.now()) {
  const state = registry();
  for (const path of paths) state.paths.set(path, Math.max(at, state.paths.get(path) ?? 0));
  if (state.paths.size > MAX_PATHS) {
    state.everything = Math.max(state.everything, ...state.paths.values());
    state.paths.clear();
  }
}

/** Marks every page under `prefix` (e.g. "/job-page/") changed at `at` (ms). */
export function invalidatePagePrefix(prefix, at = Date.now()) {
  const state = registry();
  state.prefixes.set(prefix, Math.max(at, state.prefixes.get(prefix) ?? 0));
}

/** When the page at `path` last changed, in ms, or 0 when no change was heard. */
export function lastPageChange(path) {
  const state = registry();
  let latest = Math.max(state.everything, state.paths.get(path) ?? 0);
  for (const [prefix, at] of state.prefixes) if (path.startsWith(prefix)) latest = Math.max(latest, at);
  return latest;
}

/** Forgets every change heard (tests). */
export function resetPageInvalidations() {
  const store = /** @type {Record<symbol, any>} */ (globalThis);
  delete store[KEY];
}
