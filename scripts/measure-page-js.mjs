#!/usr/bin/env node
// Gzipped JavaScript each public page loads, read from a production build.
//
//   node scripts/measure-page-js.mjs [distDir] [--budget KB] [--all] [--url BASE]
//
// distDir defaults to NEXT_DIST_DIR or .next. Without --all it measures the marketing pages and the
// form pages (login, signup, contact); with --all every prerendered .html page (and the form pages).
// Pages that are not prerendered (login, signup) are fetched from --url, a running server of the same
// build (`NEXT_DIST_DIR=<distDir> npx next start -p 3000`, then --url http://127.0.0.1:3000); without
// it they are listed as not measured. The logic is scripts/helpers/page-js.mjs. With --budget it exits
// 1 when a measured page is over the budget (in kB, 1 kB = 1000 bytes).
import { FORM_ROUTES, MARKETING_ROUTES, pageJsSizes, prerenderedPages } from "./helpers/page-js.mjs";

const USAGE = "usage: node scripts/measure-page-js.mjs [distDir] [--budget KB] [--all] [--url BASE]";
const args = process.argv.slice(2);
let distDir = process.env.NEXT_DIST_DIR || ".next";
let budget = null;
let all = false;
let baseUrl;
for (let i = 0; i < args.length; i++) {
  if (args[i] === "--budget") budget = Number(args[++i]);
  else if (args[i] === "--all") all = true;
  else if (args[i] === "--url") baseUrl = args[++i];
  else if (args[i] === "--help" || args[i] === "-h") {
    console.log(USAGE);
    process.exit(0);
  } else if (args[i].startsWith("--")) {
    console.error(USAGE);
    process.exit(2);
  } else distDir = args[i];
}
if (budget !== null && !(budget > 0)) {
  console.error("--budget takes a number of kB");
  process.exit(2);
}

const prerendered = prerenderedPages(distDir);
if (prerendered.size === 0) {
  console.error(`No prerendered pages in ${distDir}/server/app: run \`NEXT_DIST_DIR=${distDir} npx next build\` first.`);
  process.exit(2);
}

const routes = [...new Set([...(all ? prerendered.keys() : MARKETING_ROUTES), ...FORM_ROUTES])];
const measurable = baseUrl ? routes : routes.filter((route) => prerendered.has(route));
let measured;
try {
  measured = new Map((await pageJsSizes({ distDir, routes: measurable, baseUrl })).map((row) => [row.route, row]));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const width = Math.max(...routes.map((route) => route.length), 5);
console.log(`JavaScript per page (gzip -9, without nomodule) in ${distDir}${baseUrl ? ` (others from ${baseUrl})` : ""}`);
console.log(`${"page".padEnd(width)}  scripts  gzipped kB`);
let over = 0;
for (const route of routes) {
  const row = measured.get(route);
  if (!row) {
    console.log(`${route.padEnd(width)}  (not prerendered: pass --url of a server of this build)`);
    continue;
  }
  const kb = row.bytes / 1000;
  const flag = budget !== null && kb > budget ? "  over budget" : "";
  if (flag) over++;
  console.log(`${route.padEnd(width)}  ${String(row.scripts).padStart(7)}  ${kb.toFixed(1).padStart(10)}${flag}`);
}
if (budget !== null) {
  console.log(over ? `${over} page(s) over ${budget} kB` : `every measured page within ${budget} kB`);
  process.exit(over ? 1 : 0);
}
