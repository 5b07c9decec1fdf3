// getCurrentUser answers a request without a session cookie as a visitor without decoding anything
// (public API calls stay cheap); any session cookie, secure or chunked, goes through the session
// token's decode (lib/auth/session-token.ts, never Auth.js's auth()) and then the session row check (or its memory, lib/auth/session-memo.ts).
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const request = { cookie: null as string | null };
vi.mock("next/headers", () => ({ headers: async () => new Headers(request.cookie ? { cookie: request.cookie } : {}) }));
const sessionClaims = vi.fn(async (): Promise<{ id: string; sid: string } | null> => null);
vi.mock("@/lib/auth/session-token", () => ({ sessionClaims }));
const auth = vi.fn(async () => null);
vi.mock("@/lib/auth", () => ({ auth }));
const rememberedSessionUser = vi.fn(async () => null);
vi.mock("@/lib/auth/session-memo", () => ({ rememberedSessionUser }));

const { getCurrentUser } = await import("@/lib/auth/guards");

describe("getCurrentUser for a visitor", () => {
  beforeEach(() => {
    sessionClaims.mockClear();
    rememberedSessionUser.mockClear();
  });

  it("is null without decoding anything when no session cookie came", async () => {
    for (const cookie of [null, "theme=dark; tb-consent=1"]) {
      request.cookie = cookie;
      expect(await getCurrentUser()).toBeNull();
    }
    expect(sessionClaims).not.toHaveBeenCalled();
  });

  it("decodes any session cookie (plain, secure or chunked), never through auth()", async () => {
    for (const cookie of ["authjs.session-token=abc", "a=1; __Secure-authjs.session-token=abc", "authjs.session-token.0=abc; authjs.session-token.1=def"]) {
      request.cookie = cookie;
      expect(await getCurrentUser()).toBeNull(); // no valid session in these
    }
    expect(sessionClaims).toHaveBeenCalledTimes(3);
    expect(auth).not.toHaveBeenCalled();
    expect(rememberedSessionUser).not.toHaveBeenCalled();
  });

  it("asks the session row about the claims, and treats a cookie that does not decode as a visitor", async () => {
    request.cookie = "authjs.session-token=abc";
    sessionClaims.mockResolvedValueOnce({ id: "u1", sid: "s1" });
    expect(await getCurrentUser()).toBeNull();
    expect(rememberedSessionUser).toHaveBeenCalledWith("s1", "u1");
    sessionClaims.mockRejectedValueOnce(new Error("JWE decryption failed"));
    expect(await getCurrentUser()).toBeNull();
    expect(rememberedSessionUser).toHaveBeenCalledTimes(1);
  });
});
