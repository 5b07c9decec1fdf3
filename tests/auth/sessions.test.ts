// Server-side sessions and the session cookie, through the real Auth.js (signIn, auth, signOut)
// and the real route handlers; only Next's request scope is simulated (tests/auth/next-request).
// docs/decisions/0011.
import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browser, call } from "./next-request";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "sessions-test-secret-0123456789abcdef";
  delete process.env.AUTH_URL;
  delete process.env.NEXTAUTH_URL;
});
vi.mock("next/headers", async () => (await import("./next-request")).nextHeadersMock());

const { db } = await import("@/lib/db");
const { createUser, TEST_PASSWORD } = await import("@/tests/factories");
const { POST: candidateLogin } = await import("@/app/api/v1/candidate/login/route");
const { POST: adminLogin } = await import("@/app/api/v1/admin/login/route");
const { GET: verifyToken } = await import("@/app/api/v1/auth/verify-token/route");
const { DELETE: logout } = await import("@/app/api/v1/auth/logout/route");
const { logoutAction } = await import("@/lib/accounts/actions/auth");
const { revokeAllSessions } = await import("@/lib/accounts/service/sessions");
const { LOGIN_LIMITS, loginSlowdown } = await import("@/lib/auth/credentials");
const { hit } = await import("@/lib/security/rate-limit");

const COOKIE = "authjs.session-token";
const SECURE_COOKIE = "__Secure-authjs.session-token";

let addressCounter = 0;
const freshAddress = () => ({ "x-forwarded-for": `172.16.0.${++addressCounter}` });

beforeEach(() => {
  browser.jar.clear();
  browser.setCookies.length = 0;
});

async function login(role: "Candidate" | "Admin" = "Candidate", headers: Record<string, string> = freshAddress()) {
  const user = await createUser({ role });
  const res = await call(role === "Admin" ? adminLogin : candidateLogin, "POST", {
    body: { email: user.email, password: TEST_PASSWORD },
    headers,
  });
  expect(res.status).toBe(200);
  return user;
}

/** Replaces the browser's cookies with a copy saved earlier (an attacker's, or another tab's). */
function restore(saved: Map<string, { value: string; options: Record<string, unknown> }>) {
  browser.jar.clear();
  for (const [name, cookie] of saved) browser.jar.set(name, cookie);
}

describe("logout ends the session on the server", () => {
  it("a cookie saved before DELETE auth/logout no longer works", async () => {
    const user = await login();
    expect((await call(verifyToken, "GET")).body.response).toEqual({ id: user.id, name: user.name, email: user.email, role: "Candidate" });
    const saved = new Map(browser.jar);
    expect(saved.has(COOKIE)).toBe(true);

    expect((await call(logout, "DELETE")).status).toBe(200);
    expect(browser.jar.has(COOKIE)).toBe(false);
    restore(saved);
    const reused = await call(verifyToken, "GET");
    expect(reused.status).toBe(401);
    expect(reused.body.code).toBe("UNAUTHENTICATED");
    const rows = await db.session.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].revokedAt).not.toBeNull();
  });

  it("the header's logout server action does the same", async () => {
    await login();
    const saved = new Map(browser.jar);
    expect(await logoutAction(undefined)).toMatchObject({ ok: true, data: null });
    restore(saved);
    expect((await call(verifyToken, "GET")).status).toBe(401);
  });

  it("logging out one device leaves the others; revokeAllSessions ends them all but the one kept", async () => {
    const user = await login();
    const first = new Map(browser.jar);
    browser.jar.clear();
    const second = await call(candidateLogin, "POST", { body: { email: user.email, password: TEST_PASSWORD }, headers: freshAddress() });
    expect(second.status).toBe(200);
    const secondJar = new Map(browser.jar);
    browser.jar.clear();
    await call(candidateLogin, "POST", { body: { email: user.email, password: TEST_PASSWORD }, headers: freshAddress() });
    const third = new Map(browser.jar);

    restore(first);
    await call(logout, "DELETE");
    restore(secondJar);
    expect((await call(verifyToken, "GET")).status).toBe(200);

    const kept = (await db.session.findMany({ where: { userId: user.id, revokedAt: null }, orderBy: { createdAt: "desc" } }))[0];
    expect(await revokeAllSessions(user.id, { keep: kept.id })).toBe(1);
    restore(third);
    expect((await call(verifyToken, "GET")).status).toBe(200); // the newest one was kept
    restore(secondJar);
    expect((await call(verifyToken, "GET")).status).toBe(401);
  });

  it("an expired session row, or a JWT from before server sessions (no sid), is logged out", async () => {
    const user = await login();
    await db.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(verifyToken, "GET")).status).toBe(401);

    const legacy = await encode({ token: { id: user.id, role: "Candidate" }, secret: process.env.AUTH_SECRET!, salt: COOKIE });
    restore(new Map([[COOKIE, { value: legacy, options: {} }]]));
    expect((await call(verifyToken, "GET")).status).toBe(401);
  });

  it("a sid of another user's session does not log in as this user", async () => {
    const victim = await login();
    const row = await db.session.findFirstOrThrow({ where: { userId: victim.id } });
    const other = await createUser({ role: "Candidate" });
    const forged = await encode({ token: { id: other.id, role: "Candidate", sid: row.id }, secret: process.env.AUTH_SECRET!, salt: COOKIE });
    restore(new Map([[COOKIE, { value: forged, options: {} }]]));
    expect((await call(verifyToken, "GET")).status).toBe(401);
  });
});

describe("the session cookie", () => {
  it("is Secure, HttpOnly and SameSite=Lax behind a proxy that says X-Forwarded-Proto: https", async () => {
    await login("Admin", { ...freshAddress(), "x-forwarded-proto": "https" });
    const session = browser.setCookies.find((c) => c.name === SECURE_COOKIE);
    expect(session?.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", secure: true });
    expect(browser.setCookies.some((c) => c.name === COOKIE)).toBe(false);
    expect(browser.setCookies.find((c) => c.name === "tb-signed-in")?.options).toMatchObject({ secure: true });
    // and it is read back under that name
    expect((await call(verifyToken, "GET", { headers: { "x-forwarded-proto": "https" } })).status).toBe(200);
  });

  it("is HttpOnly and not Secure over plain http (development)", async () => {
    await login("Candidate", { ...freshAddress(), "x-forwarded-proto": "http" });
    const session = browser.setCookies.find((c) => c.name === COOKIE);
    expect(session?.options).toMatchObject({ httpOnly: true, sameSite: "lax", path: "/", secure: false });
    expect(browser.setCookies.find((c) => c.name === "tb-signed-in")?.options).toMatchObject({ secure: false });
  });
});

describe("login throttling through Auth.js", () => {
  it("the 429 carries Retry-After and the RATE_LIMITED code", async () => {
    const user = await createUser({ role: "Candidate" });
    const headers = freshAddress();
    for (let i = 0; i < 10; i++) {
      expect((await call(candidateLogin, "POST", { body: { email: user.email, password: "Wrong@1234" }, headers })).status).toBe(401);
    }
    const res = await call(candidateLogin, "POST", { body: { email: user.email, password: TEST_PASSWORD }, headers });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ success: false, code: "RATE_LIMITED", message: "Too many failed login attempts. Please try again later." });
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(browser.jar.has(COOKIE)).toBe(false);
  });

  it("past 100 failures on an account from many addresses, the right password from a new address still logs in", async () => {
    loginSlowdown.ms = 20; // the real wait is 2 s; the rule, not the length, is under test
    const user = await createUser({ role: "Admin" });
    // 95 failures counted directly (fast), then 6 real ones from 6 addresses: 101 in the hour.
    const { limit, windowMs } = LOGIN_LIMITS.perAccount;
    for (let i = 0; i < limit - 5; i++) await hit({ key: `login-account:Admin:${user.email}`, limit, windowMs });
    for (let i = 0; i < 6; i++) {
      const res = await call(adminLogin, "POST", { body: { email: user.email, password: "Wrong@1234" }, headers: freshAddress() });
      expect(res.status).toBe(401);
    }
    const owner = await call(adminLogin, "POST", { body: { email: user.email, password: TEST_PASSWORD }, headers: freshAddress() });
    expect(owner.status).toBe(200);
    expect(owner.body.response).toMatchObject({ id: user.id, role: "Admin" });
    expect(browser.jar.has(COOKIE)).toBe(true);
  });
});
