// "Delete my account" (decisions.md section 12): account/delete, the login's DELETION_PENDING and
// account/cancel-deletion, through the real Auth.js and route handlers (tests/auth/next-request
// simulates Next's request scope), so "every session ends" is checked on real cookies.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browser, call } from "../auth/next-request";
import { mailsTo } from "../helpers/outbox";

vi.hoisted(() => {
  process.env.AUTH_SECRET = "account-deletion-test-secret-0123456789";
  delete process.env.AUTH_URL;
  delete process.env.NEXTAUTH_URL;
});
vi.mock("next/headers", async () => (await import("../auth/next-request")).nextHeadersMock());

const { db } = await import("@/lib/db");
const { createEmployer, createJob, createUser, TEST_PASSWORD } = await import("@/tests/factories");
const loginRoutes = await (await import("@/tests/helpers/login-routes")).loadLoginRoutes();
const { GET: verifyToken } = await import("@/app/api/v1/auth/verify-token/route");
const { POST: deleteRoute } = await import("@/app/api/v1/account/delete/route");
const { POST: cancelRoute } = await import("@/app/api/v1/account/cancel-deletion/route");
const { cancelDeletionAction, deleteAccountAction } = await import("@/lib/privacy/actions");
const { loginAction } = await import("@/lib/accounts/actions/auth");
const { createSessionRow, liveSessionUser } = await import("@/lib/auth/session-rows");
const { LOGIN_LIMITS } = await import("@/lib/auth/credentials");
const service = await import("@/lib/privacy/service/account-deletion");

type Role = keyof typeof loginRoutes;
type Jar = typeof browser.jar;
const DAY = 86_400_000;
let addressCounter = 0;
const freshAddress = () => ({ "x-forwarded-for": `172.21.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}` });

beforeEach(() => {
  browser.jar.clear();
  browser.setCookies.length = 0;
});

async function login(role: Role, email: string, password = TEST_PASSWORD, headers = freshAddress()) {
  browser.jar.clear();
  return call(loginRoutes[role], "POST", { body: { email, password }, headers });
}

/** Logs `email` in from a new "device" and answers that device's cookies. */
async function device(role: Role, email: string): Promise<Jar> {
  expect((await login(role, email)).status).toBe(200);
  return new Map(browser.jar);
}

async function loggedIn(jar: Jar): Promise<boolean> {
  browser.jar.clear();
  for (const [name, cookie] of jar) browser.jar.set(name, cookie);
  return (await call(verifyToken, "GET")).status === 200;
}

const requestedAt = async (id: string) =>
  (await db.user.findUniqueOrThrow({ where: { id }, select: { deletionRequestedAt: true } })).deletionRequestedAt;

describe("account/delete", () => {
  it("schedules the deletion (202), ends every session, clears the cookie and mails once", async () => {
    const user = await createUser({ role: "Candidate" });
    const phone = await device("Candidate", user.email);
    const laptop = await device("Candidate", user.email);
    const before = Date.now();
    const res = await call(deleteRoute, "POST", { body: { password: TEST_PASSWORD } });
    expect(res.status).toBe(202);
    expect(res.body.message).toBe(service.DELETION_REQUESTED_MESSAGE);
    const at = await requestedAt(user.id);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.response).toEqual({ eraseAfter: new Date(at!.getTime() + 7 * DAY).toISOString() });
    expect([...browser.jar.keys()].some((name) => name.includes("session-token"))).toBe(false);
    expect(await loggedIn(laptop)).toBe(false);
    expect(await loggedIn(phone)).toBe(false);
    expect(await db.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);

    const mails = mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your account will be deleted"]);
    expect(mails[0].text).toContain("Cancel deletion and log in");
    expect(mails[0].text).toMatch(/On or after [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // Asked again (another tab): the first request's date, nothing changes, no second mail.
    const again = await service.requestDeletion(user, { password: TEST_PASSWORD }, { now: new Date(Date.now() + DAY) });
    expect(again).toEqual(res.body.response);
    expect(await requestedAt(user.id)).toEqual(at);
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it("a wrong password: 400 on the password field, nothing changes", async () => {
    const user = await createUser({ role: "University" });
    const mine = await device("University", user.email);
    const res = await call(deleteRoute, "POST", { body: { password: "Wrong@Pass1" } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: "VALIDATION", message: service.WRONG_PASSWORD, errors: { password: service.WRONG_PASSWORD } });
    expect(await requestedAt(user.id)).toBeNull();
    expect(await loggedIn(mine)).toBe(true);
    const missing = await call(deleteRoute, "POST", { body: {} });
    expect(missing.status).toBe(400);
    expect((missing.body as { errors?: Record<string, string> }).errors).toEqual({ password: "Password is required" });
  });

  it(`refuses after ${service.DELETE_ACCOUNT_LIMIT.limit} wrong passwords: 429`, async () => {
    const user = await createUser({ role: "Candidate" });
    for (let i = 0; i < service.DELETE_ACCOUNT_LIMIT.limit; i++) {
      await expect(service.requestDeletion(user, { password: `Wrong@Pass${i}` })).rejects.toMatchObject({ status: 400 });
    }
    await expect(service.requestDeletion(user, { password: TEST_PASSWORD })).rejects.toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(await requestedAt(user.id)).toBeNull();
  });

  it("refuses an admin (403), even with the right password; 401 when logged out", async () => {
    const admin = await createUser({ role: "Admin" });
    const jar = await device("Admin", admin.email);
    const res = await call(deleteRoute, "POST", { body: { password: TEST_PASSWORD } });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "FORBIDDEN", message: "Admin accounts cannot be deleted here." });
    expect(await requestedAt(admin.id)).toBeNull();
    expect(await loggedIn(jar)).toBe(true);
    browser.jar.clear();
    expect((await call(deleteRoute, "POST", { body: { password: TEST_PASSWORD } })).status).toBe(401);
  });

  it("closes an employer's open and pending jobs (cancelled: an approval in the 7 days opens nothing) and leaves the rest alone", async () => {
    const { user, employer } = await createEmployer();
    const open = await createJob({ employerId: employer.id });
    const pastDate = await createJob({ employerId: employer.id, validThrough: new Date(Date.now() - DAY) });
    const filledAt = new Date(Date.now() - 2 * DAY);
    const filled = await createJob({ employerId: employer.id, closedAt: filledAt, closeReason: "filled" });
    const pending = await createJob({ employerId: employer.id, status: "pending" });
    const { employer: other } = await createEmployer();
    const theirs = await createJob({ employerId: other.id });
    const now = new Date();

    await service.requestDeletion(user, { password: TEST_PASSWORD }, { now });
    const jobs = await db.job.findMany({
      where: { id: { in: [open.id, pastDate.id, filled.id, pending.id, theirs.id] } },
      select: { id: true, closedAt: true, closeReason: true },
    });
    const byId = new Map(jobs.map((job) => [job.id, job]));
    expect(byId.get(open.id)).toMatchObject({ closedAt: now, closeReason: "cancelled" });
    expect(byId.get(pastDate.id)).toMatchObject({ closedAt: now, closeReason: "cancelled" });
    expect(byId.get(filled.id)).toMatchObject({ closedAt: filledAt, closeReason: "filled" });
    expect(byId.get(pending.id)).toMatchObject({ closedAt: now, closeReason: "cancelled" });
    expect(byId.get(theirs.id)).toMatchObject({ closedAt: null, closeReason: null });
    expect(mailsTo(user.email).at(-1)?.text).toContain("Your 3 open or pending jobs were closed");
  });

  it("the page's action does the same and clears this browser's cookie", async () => {
    const { user } = await createEmployer();
    const mine = await device("Employer", user.email);
    const result = await deleteAccountAction({ password: TEST_PASSWORD });
    expect(result).toMatchObject({ ok: true, message: service.DELETION_REQUESTED_MESSAGE });
    expect([...browser.jar.keys()].some((name) => name.includes("session-token"))).toBe(false);
    expect(await loggedIn(mine)).toBe(false);
  });
});

describe("login while the deletion is pending", () => {
  it("the right password: 403 DELETION_PENDING; a wrong one: the usual 401", async () => {
    const user = await createUser({ role: "Candidate" });
    await service.requestDeletion(user, { password: TEST_PASSWORD });
    const right = await login("Candidate", user.email);
    expect(right.status).toBe(403);
    expect(right.body).toMatchObject({ success: false, code: "DELETION_PENDING", message: "This account is scheduled for deletion" });
    expect([...browser.jar.keys()].some((name) => name.includes("session-token"))).toBe(false);
    const wrong = await login("Candidate", user.email, "Wrong@Pass1");
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ code: "UNAUTHENTICATED", message: "Invalid email or password" });
    // The login form's action carries the code too.
    expect(await loginAction({ accountType: "Candidate", email: user.email, password: TEST_PASSWORD })).toMatchObject({
      ok: false,
      status: 403,
      code: "DELETION_PENDING",
    });
  });

  it("a session row created by a login that raced the request is not a live session", async () => {
    const user = await createUser({ role: "University" });
    await service.requestDeletion(user, { password: TEST_PASSWORD });
    const sid = await createSessionRow(user.id);
    expect(await liveSessionUser(sid, user.id)).toBeNull();
  });
});

describe("account/cancel-deletion", () => {
  it("with the right credentials: 200, the request is cleared, login works again", async () => {
    const { user } = await createEmployer();
    await service.requestDeletion(user, { password: TEST_PASSWORD });
    const res = await call(cancelRoute, "POST", {
      body: { email: user.email.toUpperCase(), accountType: "Employer", password: TEST_PASSWORD },
      headers: freshAddress(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: service.DELETION_CANCELLED_MESSAGE, response: null });
    expect(await requestedAt(user.id)).toBeNull();
    expect(mailsTo(user.email).at(-1)?.subject).toBe("Your account deletion was cancelled");
    expect((await login("Employer", user.email)).status).toBe(200);
  });

  it("answers the login's 401 for a wrong password, an unknown account, the wrong role and nothing pending", async () => {
    const pending = await createUser({ role: "Candidate" });
    await service.requestDeletion(pending, { password: TEST_PASSWORD });
    const active = await createUser({ role: "Candidate" });
    const bodies = [
      { email: pending.email, accountType: "Candidate", password: "Wrong@Pass1" },
      { email: "nobody@test.example", accountType: "Candidate", password: TEST_PASSWORD },
      { email: pending.email, accountType: "Employer", password: TEST_PASSWORD },
      { email: active.email, accountType: "Candidate", password: TEST_PASSWORD },
    ];
    for (const body of bodies) {
      const res = await call(cancelRoute, "POST", { body, headers: freshAddress() });
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.body).toMatchObject({ code: "UNAUTHENTICATED", message: "Invalid email or password" });
    }
    expect(await requestedAt(pending.id)).not.toBeNull();
    expect((await call(cancelRoute, "POST", { body: { email: pending.email } })).status).toBe(400);
  });

  it("is throttled with the login's own counter (10 wrong per account and address)", async () => {
    const user = await createUser({ role: "Candidate" });
    await service.requestDeletion(user, { password: TEST_PASSWORD });
    const headers = freshAddress();
    for (let i = 0; i < LOGIN_LIMITS.perPair.limit; i++) {
      expect((await login("Candidate", user.email, `Wrong@Pass${i}`, headers)).status).toBe(401);
    }
    const res = await call(cancelRoute, "POST", { body: { email: user.email, accountType: "Candidate", password: TEST_PASSWORD }, headers });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await requestedAt(user.id)).not.toBeNull();
  });

  it("is too late (410) from the 7th day on; a moment before, it still cancels", async () => {
    const late = await createUser({ role: "Candidate" });
    const t0 = new Date("2026-11-01T10:00:00.000Z");
    await service.requestDeletion(late, { password: TEST_PASSWORD }, { now: t0 });
    const credentials = { email: late.email, accountType: "Candidate" as const, password: TEST_PASSWORD };
    await expect(service.cancelDeletion(credentials, { ip: "10.9.0.1", now: new Date(t0.getTime() + 7 * DAY) })).rejects.toMatchObject({
      status: 410,
      code: "GONE",
      message: service.TOO_LATE_TO_CANCEL,
    });
    expect(await service.cancelDeletion(credentials, { ip: "10.9.0.1", now: new Date(t0.getTime() + 7 * DAY - 1) })).toBeNull();
    expect(await requestedAt(late.id)).toBeNull();
  });

  it("the login form's action cancels and logs in with the same credentials", async () => {
    const user = await createUser({ role: "University" });
    await service.requestDeletion(user, { password: TEST_PASSWORD });
    browser.jar.clear();
    browser.headers = new Headers({ host: "localhost", "x-forwarded-proto": "http", ...freshAddress() });
    const result = await cancelDeletionAction({ accountType: "University", email: user.email, password: TEST_PASSWORD });
    expect(result).toEqual({
      ok: true,
      data: { id: user.id, name: user.name, email: user.email, role: "University" },
      message: service.DELETION_CANCELLED_MESSAGE,
    });
    expect(await loggedIn(new Map(browser.jar))).toBe(true);
    expect(await cancelDeletionAction({ accountType: "University", email: user.email, password: TEST_PASSWORD })).toMatchObject({
      ok: false,
      status: 401,
    });
  });
});
