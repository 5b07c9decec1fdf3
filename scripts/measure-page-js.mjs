#!/usr/bin/env node
// Gzipped JavaScript each prerendered page loads, read from a production build.
//
//   node scripts/measure-page-js.mjs [distDir] [--budget KB] [--all]
//
// distDir defaults to NEXT_DIST_DIR or .next. For each page it reads <distDir>/server/app/<page>.html,
// collects every <script src> that is not `nomodule` (modern browsers skip the polyfills), gzips each
// file under <distDir>/static (level 9, as `gzip -9`) and prints the sum. Without --all it measures the
// marketing pages; with --all every prerendered .html page. With --budget it exits 1 when a page is
// over the budget (in kB, 1 kB = 1000 bytes).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
let distDir = process.env.NEXT_DIST_DIR || ".next";
let budget = null;
let all = false;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--budget") budget = Number(args[++i]);
  else if (args[i] === "--all") all = true;
  else if (args[i] === "--help" || args[i] === "-h") {
    console.log("usage: node scripts/measure-page-js.mjs [distDir] [--budget KB] [--all]");
    process.exit(0);
  } else distDir = args[i];
}

const appDir = path.join(distDir, "server", "app");
if (!existsSync(appDir)) {
  console.error(`No prerendered pages in ${appDir}: run \`NEXT_DIST_DIR=${distDir} npx next build\` first.`);
  process.exit(2);
}

const MARKETING = [
  ["/", "index.html"],
  ["/about-us", "about-us.html"],
  ["/services", "services.html"],
  ["/services/recruitment-services", "services/recruitment-services.html"],
  ["/services/industry-specific-training", "services/industry-specific-training.html"],
  ["/services/it-sectors", "services/it-sectors.html"],
  ["/services/ongoing-support", "services/ongoing-support.html"],
  ["/training", "training.html"],
  ["/career", "career.html"],
  ["/contact-us", "contact-us.html"],
];

function allPages(dir, prefix = "") {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) out.push(...allPages(full, rel));
    else if (name.endsWith(".html") && !name.startsWith("_")) {
      const route = "/" + rel.replace(/\.html$/, "").replace(/(^|\/)index$/, "").replace(/\([^/]*\)\//g, "");
      out.push([route, rel]);
    }
  }
  return out;
}

const sizeCache = new Map();
function gzipSize(src) {
  if (!sizeCache.has(src)) {
    const url = src.split(/[?#]/)[0];
    if (!url.startsWith("/_next/static/")) throw new Error(`unexpected script ${src}`);
    const file = path.join(distDir, "static", decodeURIComponent(url.slice("/_next/static/".length)));
    sizeCache.set(src, gzipSync(readFileSync(file), { level: 9 }).length);
  }
  return sizeCache.get(src);
}

function scriptsOf(html) {
  const srcs = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue;
    const m = /\ssrc=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    if (m) srcs.push((m[1] ?? m[2] ?? m[3]).replace(/&amp;/g, "&"));
  }
  return [...new Set(srcs)];
}

const pages = all ? allPages(appDir) : MARKETING;
const rows = [];
for (const [route, rel] of pages) {
  const file = path.join(appDir, rel);
  if (!existsSync(file)) {
    rows.push({ route, missing: true });
    continue;
  }
  const srcs = scriptsOf(readFileSync(file, "utf8"));
  const bytes = srcs.reduce((sum, src) => sum + gzipSize(src), 0);
  rows.push({ route, scripts: srcs.length, bytes });
}

const width = Math.max(...rows.map((r) => r.route.length), 5);
console.log(`JavaScript per page (gzip -9, without nomodule) in ${distDir}`);
console.log(`${"page".padEnd(width)}  scripts  gzipped kB`);
let over = 0;
for (const r of rows) {
  if (r.missing) {
    console.log(`${r.route.padEnd(width)}  (not prerendered)`);
    over++;
    continue;
  }
  const kb = r.bytes / 1000;
  const flag = budget != null && kb > budget ? "  over budget" : "";
  if (flag) over++;
  console.log(`${r.route.padEnd(width)}  ${String(r.scripts).padStart(7)}  ${kb.toFixed(1).padStart(10)}${flag}`);
}
if (budget != null) {
  console.log(over ? `${over} page(s) over ${budget} kB` : `all pages within ${budget} kB`);
  process.exit(over ? 1 : 0);
}
