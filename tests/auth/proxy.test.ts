import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

const SECRET = "proxy-test-secret-0123456789abcdef";
const COOKIE = "authjs.session-token";
let proxy: (req: NextRequest) => Promise<Response>;

beforeAll(async () => {
  vi.stubEnv("AUTH_SECRET", SECRET);
  ({ proxy } = await import("@/proxy"));
});

async function request(path: string, role?: string, { cookie = COOKIE, secret = SECRET } = {}) {
  const headers = new Headers();
  if (role) {
    const token = await encode({ token: { id: "user-1", role }, secret, salt: cookie });
    headers.set("cookie", `${cookie}=${token}`);
  }
  return proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
}

const redirectedTo = (res: Response) => res.headers.get("location")?.replace("http://localhost:3000", "") ?? null;

describe("proxy", () => {
  it("sends visitors of a private area to the right login page, keeping where they were going", async () => {
    expect(redirectedTo(await request("/candidate/profile"))).toBe("/login?next=%2Fcandidate%2Fprofile");
    expect(redirectedTo(await request("/employer/dashboard"))).toBe("/login?next=%2Femployer%2Fdashboard");
    expect(redirectedTo(await request("/admin"))).toBe("/admin/login?next=%2Fadmin");
  });

  it("lets a session through and sends logged-in users away from login and signup", async () => {
    expect(redirectedTo(await request("/candidate/profile", "Candidate"))).toBeNull();
    expect(redirectedTo(await request("/login", "Employer"))).toBe("/");
    expect(redirectedTo(await request("/signup", "Candidate"))).toBe("/");
    expect(redirectedTo(await request("/admin/login", "Admin"))).toBe("/admin");
    expect(redirectedTo(await request("/admin/login", "Candidate"))).toBe("/");
  });

  it("sends a logged-in user on a login or signup link to its same-site next, never off the site", async () => {
    expect(redirectedTo(await request("/login?next=%2Fjobs%2Fabc", "Candidate"))).toBe("/jobs/abc");
    expect(redirectedTo(await request("/signup?next=%2Fjobs%2Fabc", "Candidate"))).toBe("/jobs/abc");
    expect(redirectedTo(await request("/login?next=https%3A%2F%2Fevil.example", "Candidate"))).toBe("/");
    expect(redirectedTo(await request("/login?next=%2F%2Fevil.example", "Candidate"))).toBe("/");
    expect(redirectedTo(await request("/candidate/saved?page=2"))).toBe("/login?next=%2Fcandidate%2Fsaved%3Fpage%3D2");
  });

  it("reads the secure cookie name used over HTTPS", async () => {
    const res = await request("/candidate/profile", "Candidate", { cookie: "__Secure-authjs.session-token" });
    expect(redirectedTo(res)).toBeNull();
  });

  it("treats a token sealed with another secret as no session", async () => {
    const res = await request("/candidate/profile", "Candidate", { secret: "someone-elses-secret-0123456789" });
    expect(redirectedTo(res)).toBe("/login?next=%2Fcandidate%2Fprofile");
  });

  // A re-issued cookie on a request in flight at logout would log the user back in.
  it("never sets a cookie", async () => {
    for (const res of [await request("/candidate/profile", "Candidate"), await request("/login", "Candidate")]) {
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });
});
