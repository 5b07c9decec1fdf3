// Account settings (decisions.md section 12): account/change-password and account/logout-all, through
// the real Auth.js and route handlers (tests/auth/next-request simulates Next's request scope), so
// "this session" is the real cookie's session: kept by a password change, ended by logout-all.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browser, call } from "../auth/next-request";
import { mailsTo } from "../helpers/outbox";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "account-security-test-secret-0123456789";
  delete process.env.AUTH_URL;
  delete process.env.NEXTAUTH_URL;
});
vi.mock("next/headers", async () => (await import("../auth/next-request")).nextHeadersMock());

const { db } = await import("@/lib/db");
const { createEmployer, createUser, TEST_PASSWORD } = await import("@/tests/factories");
const loginRoutes = await (await import("@/tests/helpers/login-routes")).loadLoginRoutes();
const { GET: verifyToken } = await import("@/app/api/v1/auth/verify-token/route");
const { POST: changeRoute } = await import("@/app/api/v1/account/change-password/route");
const { POST: logoutAllRoute } = await import("@/app/api/v1/account/logout-all/route");
const { changePasswordAction, logoutAllAction } = await import("@/lib/accounts/actions/security");
const { requestPasswordReset, resetPassword } = await import("@/lib/accounts/service/password-reset");
const { verifyPassword } = await import("@/lib/security/password");
const { CHANGE_PASSWORD_LIMIT, WRONG_CURRENT_PASSWORD } = await import("@/lib/accounts/service/account-security");

type Role = keyof typeof loginRoutes;
type Jar = typeof browser.jar;
const NEW_PASSWORD = "Changed@Pass7";
let addressCounter = 0;
const freshAddress = () => ({ "x-forwarded-for": `172.20.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}` });

beforeEach(() => {
  browser.jar.clear();
  browser.setCookies.length = 0;
});

/** Logs `email` in from a new "device" and answers that device's cookies. */
async function device(role: Role, email: string, password = TEST_PASSWORD): Promise<Jar> {
  browser.jar.clear();
  const res = await call(loginRoutes[role], "POST", { body: { email, password }, headers: freshAddress() });
  expect(res.status).toBe(200);
  return new Map(browser.jar);
}

function switchTo(jar: Jar) {
  browser.jar.clear();
  for (const [name, cookie] of jar) browser.jar.set(name, cookie);
}

async function loggedIn(jar: Jar): Promise<boolean> {
  switchTo(jar);
  return (await call(verifyToken, "GET")).status === 200;
}

async function passwordIs(userId: string, password: string): Promise<boolean> {
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  return verifyPassword(passwordHash, password);
}

describe("account/change-password", () => {
  it("changes the password, keeps this session and ends the others", async () => {
    const user = await createUser({ role: "Candidate" });
    const [phone, laptop, tablet] = [await device("Candidate", user.email), await device("Candidate", user.email), await device("Candidate", user.email)];
    await requestPasswordReset({ email: user.email, accountType: "Candidate" }, { ip: "10.77.0.1" });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mailsTo(user.email).at(-1)!.text)![1];

    switchTo(laptop);
    const res = await call(changeRoute, "POST", { body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Password changed successfully", response: null });

    expect(await loggedIn(laptop)).toBe(true);
    expect(await loggedIn(phone)).toBe(false);
    expect(await loggedIn(tablet)).toBe(false);
    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
    expect(mailsTo(user.email).at(-1)?.subject).toBe("Your TalentBridge Staffing password was changed");
    // A reset link mailed before the change no longer works.
    await expect(resetPassword({ token, password: "Attacker@Pass1" })).rejects.toMatchObject({ code: "INVALID_TOKEN" });
    // The new password logs in; the old one does not.
    browser.jar.clear();
    expect((await call(loginRoutes.Candidate, "POST", { body: { email: user.email, password: TEST_PASSWORD }, headers: freshAddress() })).status).toBe(401);
    await device("Candidate", user.email, NEW_PASSWORD);
  });

  it("a wrong current password: 400 with a field error, nothing changes", async () => {
    const { user } = await createEmployer();
    const other = await device("Employer", user.email);
    const mine = await device("Employer", user.email);
    const res = await call(changeRoute, "POST", { body: { currentPassword: "Wrong@Pass1", password: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION", message: WRONG_CURRENT_PASSWORD, errors: { currentPassword: WRONG_CURRENT_PASSWORD } });
    expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(true);
    expect(await loggedIn(other)).toBe(true);
    expect(await loggedIn(mine)).toBe(true);
  });

  it("validates the new password like signup, and refuses the current one again", async () => {
    const user = await createUser({ role: "University" });
    await device("University", user.email);
    const weak = await call(changeRoute, "POST", { body: { currentPassword: TEST_PASSWORD, password: "short" } });
    expect(weak.status).toBe(400);
    expect((weak.body as { errors?: Record<string, string> }).errors?.password).toMatch(/^Password must contain at least 8 characters/);
    const same = await call(changeRoute, "POST", { body: { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD } });
    expect(same.status).toBe(400);
    expect((same.body as { errors?: Record<string, string> }).errors).toEqual({ password: "The new password must be different from the current one" });
    const missing = await call(changeRoute, "POST", { body: { password: NEW_PASSWORD } });
    expect((missing.body as { errors?: Record<string, string> }).errors).toEqual({ currentPassword: "Current password is required" });
  });

  it("is open to every role, and 401 when logged out", async () => {
    for (const role of ["Employer", "University", "Admin"] as const) {
      // An Employer logs in only as a member of a company (decisions.md section 16).
      const user = role === "Employer" ? (await createEmployer()).user : await createUser({ role });
      await device(role, user.email);
      const res = await call(changeRoute, "POST", { body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD } });
      expect(res.status, role).toBe(200);
      expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
    }
    browser.jar.clear();
    const res = await call(changeRoute, "POST", { body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD } });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHENTICATED");
  });

  it(`refuses after ${CHANGE_PASSWORD_LIMIT.limit} wrong current passwords: 429 with Retry-After`, async () => {
    const user = await createUser({ role: "Candidate" });
    await device("Candidate", user.email);
    for (let i = 0; i < CHANGE_PASSWORD_LIMIT.limit; i++) {
      expect((await call(changeRoute, "POST", { body: { currentPassword: `Wrong@Pass${i}`, password: NEW_PASSWORD } })).status).toBe(400);
    }
    const refused = await call(changeRoute, "POST", { body: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(true);
  });

  it("the page's action does the same: keeps this session, ends the others", async () => {
    const user = await createUser({ role: "Candidate" });
    const other = await device("Candidate", user.email);
    const mine = await device("Candidate", user.email);
    const wrong = await changePasswordAction({ currentPassword: "Wrong@Pass1", password: NEW_PASSWORD });
    expect(wrong).toMatchObject({ ok: false, status: 400, errors: { currentPassword: WRONG_CURRENT_PASSWORD } });
    expect(await changePasswordAction({ currentPassword: TEST_PASSWORD, password: NEW_PASSWORD })).toEqual({
      ok: true,
      data: null,
      message: "Password changed successfully",
    });
    expect(await loggedIn(mine)).toBe(true);
    expect(await loggedIn(other)).toBe(false);
  });
});

describe("account/logout-all", () => {
  it("ends every session, this one included, and clears this browser's cookie", async () => {
    const { user } = await createEmployer();
    const other = await device("Employer", user.email);
    const mine = await device("Employer", user.email);
    const res = await call(logoutAllRoute, "POST");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Logged out of all devices", response: null });
    expect([...browser.jar.keys()].some((name) => name.includes("session-token"))).toBe(false);
    expect(await loggedIn(mine)).toBe(false);
    expect(await loggedIn(other)).toBe(false);
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  it("leaves other accounts alone; 401 when logged out; the action works for any role", async () => {
    const bystander = await createUser({ role: "Candidate" });
    const theirs = await device("Candidate", bystander.email);
    const admin = await createUser({ role: "Admin" });
    const adminJar = await device("Admin", admin.email);
    expect(await logoutAllAction(undefined)).toEqual({ ok: true, data: null, message: "Logged out of all devices" });
    expect(await loggedIn(adminJar)).toBe(false);
    expect(await loggedIn(theirs)).toBe(true);
    browser.jar.clear();
    expect((await call(logoutAllRoute, "POST")).status).toBe(401);
    expect(await logoutAllAction(undefined)).toMatchObject({ ok: false, status: 401 });
  });
});
