import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Lets several dev servers share one checkout (each with its own build folder).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite ships wasm/data files; bundling them would publish them under /_next/static.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@node-rs/argon2", "sharp", "proper-lockfile"],
  poweredByHeader: false,
  // Migrations are read at start (instrumentation), not imported, so tracing must be told about them.
  outputFileTracingIncludes: { "/*": ["./prisma/migrations/**/*"] },
  typedRoutes: false,
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "DENY" },
        ],
      },
    ];
  },
};

export default nextConfig;
