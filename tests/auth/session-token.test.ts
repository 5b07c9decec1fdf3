// The session JWT read without Auth.js's auth() (lib/auth/session-token.ts): the cookie auth() would
// read (the secure name over HTTPS, chunks joined), the same decode, and a decrypted token remembered
// only until it expires. Tokens are made with Auth.js's own encode, as its login makes them.
import { encode } from "next-auth/jwt";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const SECRET = vi.hoisted(() => {
  const secret = "session-token-test-secret-0123456789abcdef";
  process.env.AUTH_SECRET = secret;
  delete process.env.AUTH_URL;
  delete process.env.NEXTAUTH_URL;
  return secret;
});
vi.mock("server-only", () => ({}));
// Counts the decodes, to see which requests were answered from memory.
const decodes = vi.hoisted(() => ({ count: 0 }));
vi.mock("next-auth/jwt", async (importOriginal) => {
  const original = await importOriginal<typeof import("next-auth/jwt")>();
  return {
    ...original,
    decode: async (params: Parameters<typeof original.decode>[0]) => {
      decodes.count++;
      return original.decode(params);
    },
  };
});

const { forgetSessionTokens, sessionClaims } = await import("@/lib/auth/session-token");

const PLAIN = "authjs.session-token";
const SECURE = "__Secure-authjs.session-token";
const HTTP = { "x-forwarded-proto": "http" };

const token = (claims: Record<string, unknown>, salt: string, maxAge = 3600) => encode({ token: claims, secret: SECRET, salt, maxAge });
const request = (cookie: string, extra: Record<string, string> = HTTP) => new Headers({ cookie, ...extra });

beforeEach(() => {
  forgetSessionTokens();
  decodes.count = 0;
});
afterEach(() => vi.useRealTimers());

describe("sessionClaims", () => {
  it("reads the user and session ids, and decodes a cookie it has seen only once", async () => {
    const jwt = await token({ id: "u1", sid: "s1", role: "Candidate" }, PLAIN);
    for (let i = 0; i < 3; i++) expect(await sessionClaims(request(`a=1; ${PLAIN}=${jwt}`))).toEqual({ id: "u1", sid: "s1" });
    expect(decodes.count).toBe(1);
  });

  it("reads the cookie Auth.js would: the secure one over HTTPS (or without X-Forwarded-Proto), chunks joined", async () => {
    const secure = await token({ id: "u2", sid: "s2" }, SECURE);
    expect(await sessionClaims(request(`${SECURE}=${secure}`, {}))).toEqual({ id: "u2", sid: "s2" });
    expect(await sessionClaims(request(`${SECURE}=${secure}`, { "x-forwarded-proto": "https" }))).toEqual({ id: "u2", sid: "s2" });
    // Over plain HTTP the secure cookie is not the session's.
    expect(await sessionClaims(request(`${SECURE}=${secure}`))).toBeNull();

    const plain = await token({ id: "u3", sid: "s3" }, PLAIN);
    const half = Math.ceil(plain.length / 2);
    expect(await sessionClaims(request(`${PLAIN}.1=${plain.slice(half)}; ${PLAIN}.0=${plain.slice(0, half)}`))).toEqual({ id: "u3", sid: "s3" });
  });

  it("refuses a token made for the other cookie name, a tampered one and an expired one", async () => {
    const forSecure = await token({ id: "u4", sid: "s4" }, SECURE);
    await expect(sessionClaims(request(`${PLAIN}=${forSecure}`))).rejects.toThrow();
    const jwt = await token({ id: "u4", sid: "s4" }, PLAIN);
    const tampered = `${jwt.slice(0, -6)}${jwt.slice(-6) === "AAAAAA" ? "BBBBBB" : "AAAAAA"}`;
    await expect(sessionClaims(request(`${PLAIN}=${tampered}`))).rejects.toThrow();
    const expired = await token({ id: "u4", sid: "s4" }, PLAIN, -60);
    await expect(sessionClaims(request(`${PLAIN}=${expired}`))).rejects.toThrow();
  });

  it("forgets a remembered token once it expires", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const jwt = await token({ id: "u5", sid: "s5" }, PLAIN, 60);
    expect(await sessionClaims(request(`${PLAIN}=${jwt}`))).toEqual({ id: "u5", sid: "s5" });
    vi.setSystemTime(Date.now() + 30_000);
    expect(await sessionClaims(request(`${PLAIN}=${jwt}`))).toEqual({ id: "u5", sid: "s5" });
    expect(decodes.count).toBe(1);
    // Past its expiry and the 15 s of clock tolerance Auth.js decodes with: decoded again, and refused.
    vi.setSystemTime(Date.now() + 46_000);
    await expect(sessionClaims(request(`${PLAIN}=${jwt}`))).rejects.toThrow();
    expect(decodes.count).toBe(2);
  });

  it("is null without a session cookie, for a token naming no session, and ignores an Authorization header", async () => {
    expect(await sessionClaims(request("theme=dark"))).toBeNull();
    expect(await sessionClaims(request(`${PLAIN}=${await token({ id: "u6" }, PLAIN)}`))).toBeNull();
    const bearer = await token({ id: "u7", sid: "s7" }, PLAIN);
    expect(await sessionClaims(new Headers({ ...HTTP, authorization: `Bearer ${bearer}` }))).toBeNull();
  });
});
