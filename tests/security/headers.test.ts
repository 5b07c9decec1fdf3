// The security headers next.config.ts sends on every response, run through Next's own matching of
// headers() (the proxy's nonce policy for per-request pages is tested in tests/security/proxy.test.ts).
import { unstable_getResponseFromNextConfig } from "next/experimental/testing/server";
import { describe, expect, it } from "vitest";
import nextConfig from "@/next.config";
import { nonceContentSecurityPolicy, PER_REQUEST_PAGE_PREFIXES, staticContentSecurityPolicy } from "@/lib/security/headers";
import { MARKETING_PATHS } from "@/lib/site/marketing-paths";

const responseFor = (path: string, headers: Record<string, string> = {}) =>
  unstable_getResponseFromNextConfig({ url: `http://127.0.0.1:3999${path}`, nextConfig, headers });

/** The directives of a policy as a map, e.g. get("script-src") -> ["'self'", ...]. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(";").map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

describe("headers on every response", () => {
  it("sends the CSP, frame, sniffing, referrer and permissions headers on pages, the API and files", async () => {
    for (const path of ["/", "/jobs", "/api/v1/jobs/get-jobs", "/api/v1/files/abc", "/_next/static/chunks/x.js"]) {
      const res = await responseFor(path);
      // User files are sandboxed instead (tests/candidate-profile/file-access.test.ts).
      const csp = path.startsWith("/api/v1/files/") ? "sandbox" : staticContentSecurityPolicy();
      expect(res.headers.get("content-security-policy"), path).toBe(csp);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("permissions-policy")).toBe("camera=(), microphone=(), geolocation=(), payment=()");
    }
  });

  it("sends Strict-Transport-Security only when the browser came over HTTPS", async () => {
    expect((await responseFor("/")).headers.get("strict-transport-security")).toBeNull();
    expect((await responseFor("/", { "x-forwarded-proto": "http" })).headers.get("strict-transport-security")).toBeNull();
    for (const proto of ["https", "https, http"]) {
      const res = await responseFor("/about-us", { "x-forwarded-proto": proto });
      expect(res.headers.get("strict-transport-security"), proto).toBe("max-age=31536000; includeSubDomains");
    }
  });
});

describe("the two policies", () => {
  it("static: no script from another origin, no plugins, no framing, no foreign form targets", () => {
    const policy = directives(staticContentSecurityPolicy());
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("nonce: only scripts with this request's nonce, and what they load", () => {
    const policy = directives(nonceContentSecurityPolicy("abc123=="));
    expect(policy.get("script-src")).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("no prerendered marketing page is served the nonce policy (its scripts carry no nonce)", () => {
    for (const { path } of MARKETING_PATHS) {
      const listed = PER_REQUEST_PAGE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
      expect(listed, path).toBe(false);
    }
  });
});
