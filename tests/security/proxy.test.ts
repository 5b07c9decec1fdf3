// proxy.ts before Next: paths that cannot be decoded (400 envelope for /api, the 404 page for
// pages), page POSTs (server actions) that Next would answer with a 500 and an error log line,
// the nonce Content-Security-Policy of pages rendered per request, and what the matcher covers.
// The session redirects are tested in tests/auth/proxy.test.ts. A production build is still the
// final word on what Next does with these answers (see docs/decisions/0012-security-headers.md).
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

let proxy: (req: NextRequest) => Promise<Response>;
let config: { matcher: string[] };

beforeAll(async () => {
  vi.stubEnv("AUTH_SECRET", "proxy-test-secret-0123456789abcdef");
  ({ proxy, config } = await import("@/proxy"));
});

afterEach(() => vi.restoreAllMocks());

const SITE = "http://127.0.0.1:3999";
const sameSite = { origin: SITE, host: "127.0.0.1:3999", "x-forwarded-proto": "http" };
const MiB = 1024 * 1024;

function request(path: string, init: { method?: string; headers?: Record<string, string>; body?: BodyInit | null } = {}) {
  return new NextRequest(`${SITE}${path}`, { ...init, duplex: "half" } as ConstructorParameters<typeof NextRequest>[1]);
}

/** A server action call as the browser's router sends it. */
function action(body: BodyInit | null, headers: Record<string, string | undefined> = {}) {
  const all = { ...sameSite, "next-action": "7f3d8e6a96ac962d148bbff2a0639ae904d8522e94", "content-type": "text/plain;charset=UTF-8", ...headers };
  // undefined: leave the header out (a request without an Origin)
  const present = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return request("/contact-us", { method: "POST", body, headers: Object.fromEntries(present) });
}

const passedOn = (res: Response) => res.headers.get("x-middleware-next") === "1";

async function refusal(res: Response) {
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; message: string } };
}

describe("paths that cannot be percent-decoded", () => {
  it("answer /api calls with the 400 envelope", async () => {
    for (const path of ["/api/v1/jobs/get-job/%zz", "/api/v1/jobs/get-job/%E0%A4%A", "/api/v1/admin/jobs/%"]) {
      expect(await refusal(await proxy(request(path))), path).toEqual({
        status: 400,
        body: { success: false, code: "VALIDATION", message: "The request path is not valid." },
      });
    }
  });

  it("show pages the 404 page (a rewrite to a path no route has)", async () => {
    for (const path of ["/jobs/%zz", "/candidate/%zz", "/%"]) {
      const res = await proxy(request(path));
      expect(new URL(res.headers.get("x-middleware-rewrite") ?? "/", SITE).pathname, path).toBe("/_bad-path");
    }
  });

  it("lets paths that decode pass", async () => {
    expect(passedOn(await proxy(request("/api/v1/jobs/get-job/%41")))).toBe(true);
    expect(passedOn(await proxy(request("/jobs/%41")))).toBe(true);
  });
});

describe("page POSTs (server actions)", () => {
  it("refuse a foreign, other-scheme, null or missing Origin with 403", async () => {
    for (const origin of ["https://evil.example", "https://127.0.0.1:3999", "http://127.0.0.1:4000", "null", "", undefined]) {
      const res = await proxy(action('[{"name":"a"}]', { origin }));
      expect(await refusal(res), String(origin)).toEqual({
        status: 403,
        body: { success: false, code: "FORBIDDEN", message: "Cross-site requests are not allowed." },
      });
    }
    const behindProxy = { host: "127.0.0.1:3000", "x-forwarded-host": "jobs.example", "x-forwarded-proto": "https" };
    expect(passedOn(await proxy(action('[{"name":"a"}]', { ...behindProxy, origin: "https://jobs.example" })))).toBe(true);
    expect((await proxy(action('[{"name":"a"}]', { ...behindProxy, origin: "http://jobs.example" }))).status).toBe(403);
  });

  it("refuse more than 1 MB with 413, declared or streamed", async () => {
    const tooLarge = { status: 413, body: { success: false, code: "PAYLOAD_TOO_LARGE", message: "The request body is too large." } };
    expect(await refusal(await proxy(action("[]", { "content-length": String(MiB + 1) })))).toEqual(tooLarge);
    const big = `["${"a".repeat(MiB)}"]`;
    expect(await refusal(await proxy(action(big)))).toEqual(tooLarge);
    const streamed = new Response(big).body;
    expect(await refusal(await proxy(action(streamed)))).toEqual(tooLarge);
  });

  it("refuse empty, non-JSON, deeply nested and non-list bodies with 400", async () => {
    const bodies = ["", "not json", "[".repeat(9000) + "]".repeat(9000), '{"0":1}', "1", JSON.stringify(new Array(1001).fill(0))];
    for (const body of bodies) {
      const res = await refusal(await proxy(action(body)));
      expect(res.status, body.slice(0, 20)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
    const noBody = await proxy(action(null));
    expect(noBody.status).toBe(400);
  });

  it("refuse a multipart body that does not parse or has no parts", async () => {
    const garbage = await proxy(action("garbage", { "content-type": "multipart/form-data; boundary=x" }));
    expect(garbage.status).toBe(400);
    const deep = new FormData();
    deep.set("0", "[".repeat(9000) + "]".repeat(9000));
    const encoded = new Response(deep);
    const res = await proxy(action(await encoded.arrayBuffer(), { "content-type": encoded.headers.get("content-type")! }));
    expect(res.status).toBe(400);
  });

  it("let a well-formed call through (JSON or multipart) and never log an error for a refusal", async () => {
    const error = vi.spyOn(console, "error");
    expect(passedOn(await proxy(action('[{"name":"a","email":"a@b.example"}]')))).toBe(true);
    const form = new FormData();
    form.set("0", '[{"name":"a"}]');
    const encoded = new Response(form);
    expect(passedOn(await proxy(action(await encoded.arrayBuffer(), { "content-type": encoded.headers.get("content-type")! })))).toBe(true);
    await proxy(action("not json", { origin: "https://evil.example" }));
    await proxy(action("not json"));
    expect(error).not.toHaveBeenCalled();
  });

  it("check plain form posts (no Next-Action header) for origin and size too", async () => {
    const post = (headers: Record<string, string>) =>
      proxy(request("/contact-us", { method: "POST", body: "a=1", headers: { "content-type": "application/x-www-form-urlencoded", ...headers } }));
    expect((await post({ origin: "https://evil.example", host: "127.0.0.1:3999" })).status).toBe(403);
    expect(passedOn(await post(sameSite))).toBe(true);
  });
});

describe("Content-Security-Policy", () => {
  it("gives pages rendered per request a fresh nonce policy, on the response and for Next's render", async () => {
    const nonces = new Set<string>();
    for (const path of ["/login", "/jobs?search=developer", "/jobs/gone", "/admin/login", "/signup"]) {
      const res = await proxy(request(path));
      const csp = res.headers.get("content-security-policy") ?? "";
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("'unsafe-inline' 'nonce");
      // Next reads the policy from the (overridden) request headers to stamp its scripts.
      expect(res.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it("leaves prerendered pages to the static policy of next.config.ts", async () => {
    for (const path of ["/", "/about-us", "/services/it-sectors", "/contact-us"]) {
      expect((await proxy(request(path))).headers.get("content-security-policy"), path).toBeNull();
    }
  });
});

describe("the cached visitor listing (decision 0024)", () => {
  const rewrittenTo = (res: Response) => res.headers.get("x-middleware-rewrite");

  it("serves a visitor's bare GET or HEAD /jobs from the cached listing, with the static policy", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await proxy(request("/jobs", { method }));
      expect(new URL(rewrittenTo(res) ?? "http://x/none").pathname, method).toBe("/job-listing/all");
      expect(res.headers.get("content-security-policy"), method).toBeNull();
      expect(res.headers.get("x-request-id")).toBeTruthy();
    }
  });

  it("renders per request, with a nonce, for filters, paging, a session cookie or another path", async () => {
    const cases: [string, Record<string, string>][] = [
      ["/jobs?search=developer", {}],
      ["/jobs?page=2", {}],
      ["/jobs", { cookie: "authjs.session-token=abc" }],
      ["/jobs", { cookie: "__Secure-authjs.session-token.0=abc" }],
      ["/jobs/abc", { cookie: "authjs.session-token=abc" }],
    ];
    for (const [path, headers] of cases) {
      const res = await proxy(request(path, { headers }));
      expect(rewrittenTo(res), `${path} ${JSON.stringify(headers)}`).toBeNull();
      expect(res.headers.get("content-security-policy"), path).toContain("'nonce-");
    }
  });
});

describe("the cached visitor job page (decision 0040)", () => {
  const rewrittenTo = (res: Response) => res.headers.get("x-middleware-rewrite");

  it("serves a visitor's GET or HEAD /jobs/<id>, with any query, from the cached copy with the static policy", async () => {
    for (const [method, path] of [["GET", "/jobs/abc"], ["HEAD", "/jobs/abc"], ["GET", "/jobs/abc?utm_source=google_jobs_apply"]]) {
      const res = await proxy(request(path, { method }));
      expect(new URL(rewrittenTo(res) ?? "http://x/none").pathname, `${method} ${path}`).toBe("/job-page/abc");
      expect(res.headers.get("content-security-policy"), path).toBeNull();
    }
  });

  it("renders per request for a session cookie, and never caches /jobs/gone or a deeper path", async () => {
    for (const [path, headers] of [
      ["/jobs/abc", { cookie: "authjs.session-token=abc" }],
      ["/jobs/gone", {}],
      ["/jobs/abc/def", {}],
    ] as const) {
      const res = await proxy(request(path, { headers }));
      expect(rewrittenTo(res), path).toBeNull();
    }
  });
});

describe("matcher", () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url: `${SITE}${url}` });

  it("covers every page path, bad paths included, but not build assets or icons", () => {
    for (const path of ["/", "/jobs", "/jobs/%zz", "/candidate/profile", "/contact-us", "/%"]) expect(matches(path), path).toBe(true);
    for (const path of ["/_next/static/chunks/a.js", "/_next/image?url=x", "/favicon.ico", "/icon.svg"]) expect(matches(path), path).toBe(false);
  });

  it("covers /api only for paths with a percent sign (the API caps its own bodies unbuffered)", () => {
    expect(matches("/api/v1/jobs/get-job/%zz")).toBe(true);
    expect(matches("/api/v1/jobs/get-job/%41")).toBe(true);
    expect(matches("/api/v1/jobs/get-jobs")).toBe(false);
    expect(matches("/api/v1/candidate/update-profile")).toBe(false);
  });
});
