// Staff accounts (decisions.md section 15): an admin creates a Trainer or Recruiter with POST admin/staff;
// the person is mailed a /reset-password link valid 7 days, sets a password with POST auth/reset-password,
// then logs in with POST trainer/login (recruiter/login). Admin only; one account per (email, role);
// bad input is a 400 with the field named. GET admin/staff lists them, with whether the password is set.
// Auth.js's signIn runs the same `authenticate` its Credentials provider runs (cookies need a Next
// request scope): tests/helpers/mock-auth.ts.
import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { callRoute } from "@/tests/helpers/call-route";
import { mailsTo } from "@/tests/helpers/outbox";

vi.mock("@/lib/auth/guards", async () => (await import("@/tests/helpers/mock-guards")).mockGuards());
vi.mock("@/lib/auth", async () => (await import("@/tests/helpers/mock-auth")).mockAuth());
vi.mock("@/lib/auth/session-hint", () => ({ setSessionHint: async () => undefined, clearSessionHint: async () => undefined }));

const { db } = await import("@/lib/db");
const { createUser, uniqueEmail } = await import("@/tests/factories");
const { verifyPassword } = await import("@/lib/security/password");
const { requestPasswordReset, resetPassword } = await import("@/lib/accounts/service/password-reset");
const { DUPLICATE_ACCOUNT } = await import("@/lib/accounts/service/otp");
const { CONTROL_CHARACTERS_MESSAGE } = await import("@/lib/validations/common");
const { STAFF_ROLE_MESSAGE } = await import("@/lib/accounts/schemas/staff");
const staffRoute = await import("@/app/api/v1/admin/staff/route");
const { POST: resetRoute } = await import("@/app/api/v1/auth/reset-password/route");
const { POST: trainerLogin } = await import("@/app/api/v1/trainer/login/route");
const { POST: recruiterLogin } = await import("@/app/api/v1/recruiter/login/route");

const DAY = 24 * 60 * 60_000;
const PASSWORD = "Trainer@2026";

const admin = await createUser({ role: "Admin" });

const create = (body: unknown, as: typeof admin | null = admin) => callRoute(staffRoute.POST, { as, method: "POST", path: "/api/v1/admin/staff", body });
const list = (query = "", as: typeof admin | null = admin) => callRoute(staffRoute.GET, { as, path: `/api/v1/admin/staff${query}` });
const login = (handler: typeof trainerLogin, email: string, password: string) =>
  callRoute(handler, { as: null, method: "POST", path: "/api/v1/x/login", body: { email, password } });

/** The token of the newest set-password or reset link mailed to `email`. */
function lastToken(email: string): string {
  for (const mail of mailsTo(email).reverse()) {
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (match) return match[1];
  }
  throw new Error(`no link mailed to ${email}`);
}

describe("POST admin/staff", () => {
  it("creates a trainer (201), mails a 7-day link whose token sets the password, and then trainer/login works", async () => {
    const email = uniqueEmail("trainer");
    const res = await create({ name: "  Ravi Kulkarni ", email: email.toUpperCase(), role: "Trainer" });
    expect(res.status).toBe(201);
    const account = res.body.response as { id: string };
    expect(res.body.response).toEqual({ id: account.id, name: "Ravi Kulkarni", email, role: "Trainer" });

    // The account has no usable password yet: login fails like any wrong password.
    const user = await db.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(await verifyPassword(user.passwordHash, "")).toBe(false);
    expect((await login(trainerLogin, email, PASSWORD)).status).toBe(401);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain("trainer account");
    expect(mails[0].text).toContain("Hello Ravi Kulkarni,");
    expect(mails[0].text).toMatch(/created a Trainer account for you/);
    expect(mails[0].text).toMatch(/^Choose your password: https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
    expect(mails[0].text).toContain("valid for 7 days");
    expect(mails[0].text).toMatch(/\/login\?type=trainer with the account type Trainer/);
    const token = lastToken(email);
    expect(mails[0].html).toContain(`/reset-password?token=${token}`);

    // One link row, its hash only, valid exactly 7 days.
    const rows = await db.passwordResetToken.findMany({ where: { userId: account.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(7 * DAY);

    const set = await callRoute(resetRoute, { as: null, method: "POST", body: { token, password: PASSWORD } });
    expect(set.status).toBe(200);
    expect(set.body.response).toEqual({ role: "Trainer" });
    // Choosing a first password is no "your password was changed" alarm.
    expect(mailsTo(email)).toHaveLength(1);

    const loggedIn = await login(trainerLogin, email, PASSWORD);
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.body.response).toEqual({ id: account.id, name: "Ravi Kulkarni", email, role: "Trainer" });
    // The same e-mail and password are no recruiter's.
    expect((await login(recruiterLogin, email, PASSWORD)).status).toBe(401);
  });

  it("the link works for 7 days, not after", async () => {
    const email = uniqueEmail("late");
    expect((await create({ name: "Late Starter", email, role: "Recruiter" })).status).toBe(201);
    const token = lastToken(email);
    const expired = await resetPassword({ token, password: PASSWORD }, { now: new Date(Date.now() + 7 * DAY + 60_000) }).catch((e: unknown) => e);
    expect(expired).toMatchObject({ status: 400, code: "INVALID_TOKEN" });
    expect(await resetPassword({ token, password: PASSWORD }, { now: new Date(Date.now() + 6 * DAY) })).toEqual({ role: "Recruiter" });
    expect((await login(recruiterLogin, email, PASSWORD)).status).toBe(200);
  });

  it("a staff member can use forgot-password (a 30-minute link)", async () => {
    const email = uniqueEmail("forgetful");
    expect((await create({ name: "Forgetful Trainer", email, role: "Trainer" })).status).toBe(201);
    const first = lastToken(email);
    await requestPasswordReset({ email, accountType: "Trainer" }, { ip: "10.77.0.1" });
    const second = lastToken(email);
    expect(second).not.toBe(first);
    expect(mailsTo(email).at(-1)?.subject).toBe("Reset your password");
    expect((await callRoute(resetRoute, { as: null, method: "POST", body: { token: second, password: PASSWORD } })).status).toBe(200);
    expect((await login(trainerLogin, email, PASSWORD)).status).toBe(200);
  });

  it("is for admins only: 401 logged out, 403 for any other role, nothing created", async () => {
    const email = uniqueEmail("nobody");
    expect((await create({ name: "Sneaky", email, role: "Trainer" }, null)).status).toBe(401);
    for (const role of ["Candidate", "Employer", "University", "Trainer", "Recruiter"] as const) {
      const other = await createUser({ role });
      const res = await create({ name: "Sneaky", email, role: "Trainer" }, other);
      expect(res.status, role).toBe(403);
      expect(res.body.code).toBe("FORBIDDEN");
    }
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it("a second account of the same e-mail and role is 409 with the signup's duplicate message; another role is fine", async () => {
    const email = uniqueEmail("dup");
    expect((await create({ name: "First", email, role: "Trainer" })).status).toBe(201);
    const again = await create({ name: "Second", email: ` ${email.toUpperCase()} `, role: "Trainer" });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: "CONFLICT", message: DUPLICATE_ACCOUNT });
    expect(mailsTo(email)).toHaveLength(1);
    expect((await create({ name: "Same Person", email, role: "Recruiter" })).status).toBe(201);
    expect(await db.user.count({ where: { email } })).toBe(2);
  });

  it("two admins adding the same person at once: one 201, one 409", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.all([create({ name: "Race A", email, role: "Trainer" }), create({ name: "Race B", email, role: "Trainer" })]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("refuses a bad role, a bad e-mail, a missing or control-character name with 400 and the field named", async () => {
    const email = uniqueEmail("bad");
    for (const role of ["Admin", "Candidate", "trainer", "", undefined]) {
      const res = await create({ name: "Bad Role", email, role });
      expect(res.status, String(role)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.errors?.role).toBe(STAFF_ROLE_MESSAGE);
    }
    const badEmail = await create({ name: "Bad Mail", email: "not-an-email", role: "Trainer" });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors?.email).toBeTruthy();
    for (const name of ["Ravi\nKulkarni", "Ravi\rKulkarni", "Tab\there", "Bell\u0007", "Del\u007f"]) {
      const res = await create({ name, email, role: "Trainer" });
      expect(res.status, JSON.stringify(name)).toBe(400);
      expect(res.body.errors?.name, JSON.stringify(name)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    // A NUL is refused before any field is read (withApi), still a 400.
    expect(await create({ name: "Ravi\u0000", email, role: "Trainer" })).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
    expect((await create({ name: "   ", email, role: "Trainer" })).body.errors?.name).toBeTruthy();
    expect((await create({ name: "x".repeat(101), email, role: "Trainer" })).status).toBe(400);
    expect(await db.user.count({ where: { email } })).toBe(0);
  });
});

describe("an account whose password is not chosen yet", () => {
  it("fails a password check in about the time of a wrong password (no probing for new staff accounts)", async () => {
    const { hashPassword } = await import("@/lib/security/password");
    const { unsetPasswordHash } = await import("@/lib/accounts/service/password-reset");
    const real = await hashPassword("Some@Pass1");
    const unset = unsetPasswordHash();
    async function time(hash: string) {
      const start = performance.now();
      expect(await verifyPassword(hash, "Wrong@1234")).toBe(false);
      return performance.now() - start;
    }
    for (let i = 0; i < 3; i++) {
      await time(unset);
      await time(real);
    }
    const unsetTimes: number[] = [];
    const wrongTimes: number[] = [];
    for (let i = 0; i < 9; i++) {
      unsetTimes.push(await time(unset));
      wrongTimes.push(await time(real));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    // Without the dummy verify, the unusable hash fails in microseconds: a ratio near 0.
    const ratio = median(unsetTimes) / median(wrongTimes);
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe("GET admin/staff", () => {
  it("lists staff only, newest first, filtered by role, with whether each has set a password; admin only", async () => {
    const trainerEmail = uniqueEmail("listed-trainer");
    const recruiterEmail = uniqueEmail("listed-recruiter");
    await createUser({ role: "Candidate" });
    const trainer = (await create({ name: "Listed Trainer", email: trainerEmail, role: "Trainer" })).body.response as { id: string };
    const recruiter = (await create({ name: "Listed Recruiter", email: recruiterEmail, role: "Recruiter" })).body.response as { id: string };
    await callRoute(resetRoute, { as: null, method: "POST", body: { token: lastToken(trainerEmail), password: PASSWORD } });

    const all = await list("?limit=100");
    expect(all.status).toBe(200);
    const items = all.body.response as { id: string; role: string; passwordSet: boolean; createdAt: string }[];
    expect(items.every((item) => item.role === "Trainer" || item.role === "Recruiter")).toBe(true);
    expect(Number(all.headers.get("X-Total-Count"))).toBe(items.length);
    expect(items[0].id).toBe(recruiter.id);
    expect(items.find((item) => item.id === trainer.id)).toMatchObject({ name: "Listed Trainer", email: trainerEmail, role: "Trainer", passwordSet: true });
    expect(items.find((item) => item.id === recruiter.id)).toMatchObject({ passwordSet: false });
    expect(JSON.stringify(items)).not.toMatch(/passwordHash|!unset:|argon2/);

    const recruiters = (await list("?role=Recruiter&limit=100")).body.response as { role: string }[];
    expect(recruiters.length).toBeGreaterThan(0);
    expect(recruiters.every((item) => item.role === "Recruiter")).toBe(true);

    const paged = await list("?limit=1&page=2");
    expect((paged.body.response as unknown[]).length).toBe(1);

    expect((await list("?role=Admin")).status).toBe(400);
    expect((await list("", await createUser({ role: "Trainer" }))).status).toBe(403);
    expect((await list("", null)).status).toBe(401);
  });
});
