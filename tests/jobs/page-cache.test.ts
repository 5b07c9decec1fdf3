// The ISR cache handler (decision 0040): Next's file-system cache, except that a copy stored before
// (or just after) its page last changed is a miss; changes are recorded per path, per prefix, and
// "everything" once too many paths were recorded.
import { afterEach, describe, expect, it, vi } from "vitest";
import FileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import PageCacheHandler, { builtForAnotherOrigin, RENDER_MARGIN_MS, pagePathOfKey } from "@/lib/cache/isr-cache-handler.mjs";
import { invalidatePagePrefix, invalidatePages, lastPageChange, resetPageInvalidations } from "@/lib/cache/page-invalidations.mjs";

afterEach(() => {
  resetPageInvalidations();
  vi.restoreAllMocks();
});

const KEY = "/route-cache/app-page/5f1d/$/job-page/abc";

function handlerWith(entry: { lastModified: number } | null) {
  const base = (FileSystemCache as unknown as { default?: typeof FileSystemCache }).default ?? FileSystemCache;
  vi.spyOn(base.prototype, "get").mockResolvedValue(entry as never);
  return Object.create(PageCacheHandler.prototype) as { get: (key: string, ctx: object) => Promise<unknown> };
}

describe("page invalidations", () => {
  it("records a path, a prefix and keeps the latest time", () => {
    expect(lastPageChange("/job-page/abc")).toBe(0);
    invalidatePages(["/job-page/abc"], 1_000);
    invalidatePages(["/job-page/abc"], 500);
    expect(lastPageChange("/job-page/abc")).toBe(1_000);
    expect(lastPageChange("/job-page/other")).toBe(0);
    invalidatePagePrefix("/job-page/", 2_000);
    expect(lastPageChange("/job-page/other")).toBe(2_000);
    expect(lastPageChange("/job-listing/all")).toBe(0);
  });

  it("past 10,000 paths, forgets them and treats every page as changed at the latest", () => {
    invalidatePages(Array.from({ length: 10_001 }, (_, i) => `/job-page/${i}`), 7_000);
    expect(lastPageChange("/job-page/never-seen")).toBe(7_000);
  });

  it("reads the page path out of Next's cache key", () => {
    expect(pagePathOfKey(KEY)).toBe("/job-page/abc");
    expect(pagePathOfKey("/job-page/abc")).toBe("/job-page/abc");
  });
});

describe("the cache handler", () => {
  it("serves a copy stored after the last change (past the margin)", async () => {
    invalidatePages(["/job-page/abc"], 10_000);
    const entry = { lastModified: 10_000 + RENDER_MARGIN_MS + 1 };
    expect(await handlerWith(entry).get(KEY, { kind: "APP_PAGE" })).toBe(entry);
  });

  it("misses a copy stored before the change, or within the margin after it", async () => {
    invalidatePages(["/job-page/abc"], 10_000);
    expect(await handlerWith({ lastModified: 9_000 }).get(KEY, { kind: "APP_PAGE" })).toBeNull();
    expect(await handlerWith({ lastModified: 10_000 + RENDER_MARGIN_MS }).get(KEY, { kind: "APP_PAGE" })).toBeNull();
  });

  it("leaves other pages' copies and empty answers alone", async () => {
    invalidatePages(["/job-page/abc"], 10_000);
    const other = { lastModified: 1 };
    expect(await handlerWith(other).get("/route-cache/app-page/5f1d/$/about-us", { kind: "APP_PAGE" })).toBe(other);
    expect(await handlerWith(null).get(KEY, { kind: "APP_PAGE" })).toBeNull();
  });
});

describe("a page the build prerendered for another origin (decisions.md section 20)", () => {
  const page = (html: string, lastModified: number) => ({ lastModified, value: { kind: "APP_PAGE", html } });
  const started = 1_000_000;

  it("is a miss once when it names no link of this server's origin; rendered here, it is kept", () => {
    const built = page('<link rel="canonical" href="http://build.example/about-us"/>', started - 60_000);
    expect(builtForAnotherOrigin(built, started, "https://jobs.example")).toBe(true);
    expect(builtForAnotherOrigin(page('<link rel="canonical" href="https://jobs.example/about-us"/>', started - 60_000), started, "https://jobs.example")).toBe(false);
    expect(builtForAnotherOrigin(page('<a href="https://jobs.example">Home</a>', started - 60_000), started, "https://jobs.example")).toBe(false);
    // Rendered by this server (after it started): whatever it holds is this server's.
    expect(builtForAnotherOrigin(page("<p>no links</p>", started + 1), started, "https://jobs.example")).toBe(false);
    // Not a page (a route handler's or a fetch's entry): left alone.
    expect(builtForAnotherOrigin({ lastModified: 0, value: { kind: "FETCH" } }, started, "https://jobs.example")).toBe(false);
  });

  it("the handler answers such a page as a miss", async () => {
    const stale = handlerWith({ lastModified: 0, value: { kind: "APP_PAGE", html: '<link href="http://build.invalid/"/>' } } as never);
    expect(await stale.get(KEY, {})).toBeNull();
  });
});
