import type { NextConfig } from "next";
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from "./lib/security/headers";

const nextConfig: NextConfig = {
  // Lets several dev servers share one checkout (each with its own build folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships wasm/data files; bundling them would publish them under /_next/static.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "pg-boss", "@node-rs/argon2", "sharp", "proper-lockfile"],
  poweredByHeader: false,
  // Next's file-system cache, except that a visitor's job page (and the cached listing) is dropped on
  // every server the moment the database says it changed (decision 0040). A path, loaded at run time.
  cacheHandler: require.resolve("./lib/cache/isr-cache-handler.mjs"),
  // The handler's memory, where pages rendered at run time live (decision 0046: not on disk). Next's 50 MB
  // default held ~250 job pages: under bench:load the long tail's first renders pushed the popular pages
  // out between two visits. 256 MB holds ~1,200 pages a server (decision 0040); the least recently used
  // go first and are rendered again when asked for.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  // Migrations are read at start (instrumentation), not imported, so tracing must be told about them.
  outputFileTracingIncludes: { "/*": ["./prisma/migrations/**/*"] },
  typedRoutes: false,
  experimental: {
    // Next buffers each body the proxy sees (10 MB by default) before the proxy answers; the proxy
    // only reads page POSTs (server actions, 1 MiB at most, lib/security/server-action-guard.ts).
    // A body past this is cut short for the proxy, which then still counts more than 1 MiB: 413.
    proxyClientMaxBodySize: "2mb",
    // app/global-not-found.tsx answers URLs that match no route with the site frame, so the root
    // not-found (sent inside every page's payload) can be the message alone (decision 0045).
    globalNotFound: true,
    // Pages rendered at run time stay in memory and are never written into the build folder
    // (decision 0046): Next never deletes what it writes there, so every job page ever viewed stayed
    // on disk (~220 kB each), and each write cost the render a handful of file operations.
    isrFlushToDisk: false,
  },
  // Security headers on every response (docs/decisions/0012-security-headers.md); the proxy replaces
  // the Content-Security-Policy with a nonce policy on pages rendered per request.
  async headers() {
    return [
      { source: "/:path*", headers: securityHeaders() },
      // User files: served sandboxed (app/api/v1/files/[id]/route.ts). A header the route sets is dropped
      // when this config already set it, so the file route's policy must be declared here, after the site's.
      { source: "/api/v1/files/:id", headers: [{ key: "content-security-policy", value: "sandbox" }] },
      {
        source: "/:path*",
        // Only over HTTPS, as the browser saw it (the reverse proxy's X-Forwarded-Proto, first entry).
        has: [{ type: "header", key: "x-forwarded-proto", value: "https(?:\\s*,.*)?" }],
        headers: [{ key: "strict-transport-security", value: STRICT_TRANSPORT_SECURITY }],
      },
    ];
  },
};

export default nextConfig;
