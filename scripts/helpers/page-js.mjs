// The JavaScript a page of a production build makes a modern browser download, gzipped: shared by
// scripts/measure-page-js.mjs (the CLI) and the page benchmarks.
//
// A page's HTML is the prerendered file under <distDir>/server/app when the build wrote one; else it
// is fetched from a running server of that same build (`baseUrl`). Every <script src> that is not
// `nomodule` (modern browsers skip the polyfills) is read from <distDir>/static and gzipped at level 9
// (as `gzip -9`). Scripts loaded later (a dialog, zod at a form's first focus) are not counted: they
// are not part of the page's first load.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The public marketing pages, all prerendered. */
export const MARKETING_ROUTES = [
  "/",
  "/about-us",
  "/services",
  "/services/recruitment-services",
  "/services/industry-specific-training",
  "/services/it-sectors",
  "/services/ongoing-support",
  "/training",
  "/career",
  "/contact-us",
];

/** The pages whose forms the visitor fills in first; login and signup render per request. */
export const FORM_ROUTES = ["/login", "/signup", "/contact-us"];

/**
 * Route -> prerendered HTML file (absolute path) of a build. Route groups ("(marketing)/") are not
 * part of a route; files starting with "_" (_not-found, _global-error) are not pages.
 */
export function prerenderedPages(distDir) {
  const appDir = path.join(distDir, "server", "app");
  const pages = new Map();
  if (!existsSync(appDir)) return pages;
  (function walk(dir, prefix) {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      const rel = prefix ? `${prefix}/${name}` : name;
      if (statSync(full).isDirectory()) walk(full, rel);
      else if (name.endsWith(".html") && !name.startsWith("_")) {
        const route = "/" + rel.replace(/\.html$/, "").replace(/(^|\/)index$/, "").replace(/\([^/]*\)\//g, "");
        if (!pages.has(route)) pages.set(route, full);
      }
    }
  })(appDir, "");
  return pages;
}

/** The <script src> URLs of a page that modern browsers load, in order, without repeats. */
export function scriptsOf(html) {
  const srcs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const m = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (m) srcs.push((m[1] ?? m[2] ?? m[3]).replace(/&amp;/g, "&"));
  }
  return [...new Set(srcs)];
}

const gzipCache = new Map();

/** Gzipped (-9) size of one /_next/static/ script of the build in `distDir`. */
function gzipSize(distDir, src) {
  const key = `${distDir}\0${src}`;
  if (!gzipCache.has(key)) {
    const url = src.replace(/^https?:\/\/[^/]+/, "").split(/[?#]/)[0];
    if (!url.startsWith("/_next/static/")) throw new Error(`unexpected script ${src}`);
    const file = path.join(distDir, "static", decodeURIComponent(url.slice("/_next/static/".length)));
    if (!existsSync(file)) throw new Error(`${src} is not in ${distDir}/static: is the server running this build?`);
    gzipCache.set(key, gzipSync(readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(key);
}

async function fetchHtml(baseUrl, route) {
  const url = new URL(route, baseUrl);
  // A redirect (a guard sending the visitor to /login) would measure another page: refuse it.
  const response = await fetch(url, { redirect: "manual", headers: { accept: "text/html" } }).catch((error) => {
    throw new Error(`GET ${url} failed (${error.cause?.code ?? error.message}): is a server of this build running there?`);
  });
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return response.text();
}

/**
 * For each route: how many scripts its first load takes (`scripts`), their gzipped bytes together
 * (`bytes`), each file (`files`: src and gzipped bytes) and where the HTML came from (`source`).
 * A route that is neither prerendered nor reachable (no `baseUrl`) is an error.
 *
 * @param {{ distDir: string, routes: readonly string[], baseUrl?: string }} options
 * @returns {Promise<Array<{ route: string, scripts: number, bytes: number, files: Array<{ src: string, bytes: number }>, source: "prerendered" | "server" }>>}
 */
export async function pageJsSizes({ distDir, routes, baseUrl }) {
  if (!existsSync(path.join(distDir, "static"))) throw new Error(`No build in ${distDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first.`);
  const prerendered = prerenderedPages(distDir);
  const rows = [];
  for (const route of routes) {
    const file = prerendered.get(route);
    if (!file && !baseUrl) throw new Error(`${route} is not prerendered in ${distDir}: pass the baseUrl of a server of this build.`);
    const html = file ? readFileSync(file, "utf8") : await fetchHtml(baseUrl, route);
    const files = scriptsOf(html).map((src) => ({ src, bytes: gzipSize(distDir, src) }));
    rows.push({
      route,
      scripts: files.length,
      bytes: files.reduce((sum, script) => sum + script.bytes, 0),
      files,
      source: file ? "prerendered" : "server",
    });
  }
  return rows;
}
