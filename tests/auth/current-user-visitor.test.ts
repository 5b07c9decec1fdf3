// getCurrentUser answers a request without a session cookie as a visitor without running Auth.js's
// auth() (its session handler is a large share of an anonymous API call's CPU); any session cookie,
// secure or chunked, still goes through auth() and the session row check.
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const request = { cookie: null as string | null };
vi.mock("next/headers", () => ({ headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}) }));
const auth = vi.fn(async () => null);
vi.mock("@/lib/auth", () => ({ auth }));

const { getCurrentUser } = await import("@/lib/auth/guards");

describe("getCurrentUser for a visitor", () => {
  beforeEach(() => auth.mockClear());

  it("is null without calling auth() when no session cookie came", async () => {
    for (const cookie of [null, "theme=dark; tb-consent=1"]) {
      request.cookie = cookie;
      expect(await getCurrentUser()).toBeNull();
    }
    expect(auth).not.toHaveBeenCalled();
  });

  it("asks auth() when any session cookie came (plain, secure or chunked)", async () => {
    for (const cookie of ["authjs.session-token=abc", "a=1; __Secure-authjs.session-token=abc", "authjs.session-token.0=abc; authjs.session-token.1=def"]) {
      request.cookie = cookie;
      expect(await getCurrentUser()).toBeNull(); // auth() finds no valid session in these
    }
    expect(auth).toHaveBeenCalledTimes(3);
  });
});
