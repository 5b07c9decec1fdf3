// Password recovery (decisions.md section 12): auth/forgot-password and auth/reset-password through
// their route handlers, and the service with a fixed time for the 30-minute life of a link.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { mailsTo } from "../helpers/outbox";
import { callRoute } from "../helpers/call-route";

const { db } = await import("@/lib/db");
const { createUser, uniqueEmail, TEST_PASSWORD } = await import("@/tests/factories");
const { POST: forgotRoute } = await import("@/app/api/v1/auth/forgot-password/route");
const { POST: resetRoute } = await import("@/app/api/v1/auth/reset-password/route");
const { createSessionRow, liveSessionUser } = await import("@/lib/auth/session-rows");
const { verifyPassword } = await import("@/lib/security/password");
const { ApiError } = await import("@/lib/api/errors");
const { FORGOT_PASSWORD_MESSAGE, RESET_DONE_MESSAGE, RESET_TTL_MS, requestPasswordReset, resetPassword } = await import(
  "@/lib/accounts/service/password-reset"
);
const { INVALID_RESET_LINK } = await import("@/lib/accounts/schemas/password");

const NEW_PASSWORD = "Fresh@Pass9";
let ipCounter = 0;
const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** The token of the newest reset link mailed to `email`. */
function lastToken(email: string): string {
  for (const mail of mailsTo(email).reverse()) {
    const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
    if (match) return match[1];
  }
  throw new Error(`no reset link mailed to ${email}`);
}

const forgot = (body: unknown, ip = freshIp()) => callRoute(forgotRoute, { as: null, method: "POST", body, ip });
const reset = (body: unknown) => callRoute(resetRoute, { as: null, method: "POST", body });

async function passwordIs(userId: string, password: string): Promise<boolean> {
  const { passwordHash } = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } });
  return verifyPassword(passwordHash, password);
}

async function rejected(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as InstanceType<typeof ApiError>;
}

describe("auth/forgot-password", () => {
  it("mails a single link 'Reset your password' and stores only the token's SHA-256", async () => {
    const user = await createUser({ role: "Candidate" });
    const res = await forgot({ email: user.email.toUpperCase(), accountType: "Candidate" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE, response: null });

    const mails = mailsTo(user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Reset your password"]);
    expect(mails[0].text).toMatch(/^Reset your password: https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}$/m);
    const token = lastToken(user.email);
    expect(mails[0].html).toContain(`/reset-password?token=${token}`);

    const rows = await db.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].usedAt).toBeNull();
    expect(rows[0].expiresAt.getTime() - rows[0].createdAt.getTime()).toBe(RESET_TTL_MS);
  });

  it("answers the same for an unknown address or another account type, and mails nothing", async () => {
    const user = await createUser({ role: "Employer" });
    const known = await forgot({ email: user.email, accountType: "Employer" });
    const unknownEmail = uniqueEmail("nobody");
    const unknown = await forgot({ email: unknownEmail, accountType: "Employer" });
    const otherType = await forgot({ email: user.email, accountType: "Candidate" });
    for (const res of [unknown, otherType]) {
      expect(res.status).toBe(known.status);
      expect(res.body).toEqual(known.body);
    }
    expect(mailsTo(unknownEmail)).toHaveLength(0);
    expect(mailsTo(user.email)).toHaveLength(1);
    expect(await db.passwordResetToken.count({ where: { userId: user.id } })).toBe(1);
  });

  it("validates the body: 400 with field errors", async () => {
    const res = await forgot({ email: "not-an-email", accountType: "Visitor" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.errors).toEqual({ accountType: "Please select an account type", email: "Please enter a valid email address" });
  });

  it("throttles per e-mail (30 s apart, 5 an hour) the same for unknown addresses: 429 with Retry-After", async () => {
    for (const email of [(await createUser({ role: "University" })).email, uniqueEmail("ghost")]) {
      expect((await forgot({ email, accountType: "University" })).status).toBe(200);
      const again = await forgot({ email, accountType: "University" });
      expect(again.status).toBe(429);
      expect(again.body.code).toBe("RATE_LIMITED");
      expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting another link\.$/);
      expect(Number(again.headers.get("retry-after"))).toBeGreaterThan(0);
    }

    const email = uniqueEmail("hourly");
    const start = new Date("2030-01-01T10:00:00Z");
    for (let i = 0; i < 5; i++) {
      await requestPasswordReset({ email, accountType: "Candidate" }, { ip: freshIp(), now: new Date(start.getTime() + i * 31_000) });
    }
    const sixth = await rejected(requestPasswordReset({ email, accountType: "Candidate" }, { ip: freshIp(), now: new Date(start.getTime() + 6 * 31_000) }));
    expect(sixth.status).toBe(429);
    expect(sixth.message).toMatch(/^Too many password reset requests for this email/);
  });

  it("throttles per address: 20 an hour", async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await forgot({ email: uniqueEmail("ip"), accountType: "Candidate" }, ip)).status).toBe(200);
    const refused = await forgot({ email: uniqueEmail("ip"), accountType: "Candidate" }, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("works for the Admin account type (its login page links here)", async () => {
    const admin = await createUser({ role: "Admin" });
    expect((await forgot({ email: admin.email, accountType: "Admin" })).status).toBe(200);
    const res = await reset({ token: lastToken(admin.email), password: NEW_PASSWORD });
    expect(res.body).toEqual({ success: true, message: RESET_DONE_MESSAGE, response: { role: "Admin" } });
  });
});

describe("auth/reset-password", () => {
  it("sets the new password, ends every session, and the link works once", async () => {
    const user = await createUser({ role: "Candidate" });
    const sessions = [await createSessionRow(user.id), await createSessionRow(user.id)];
    await forgot({ email: user.email, accountType: "Candidate" });
    const token = lastToken(user.email);

    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: RESET_DONE_MESSAGE, response: { role: "Candidate" } });
    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
    expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(false);
    for (const sid of sessions) expect(await liveSessionUser(sid, user.id)).toBeNull();
    expect(mailsTo(user.email).at(-1)?.subject).toBe("Your TalentBridge Staffing password was changed");

    const reused = await reset({ token, password: "Another@Pass1" });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: "INVALID_TOKEN", message: INVALID_RESET_LINK, errors: { token: INVALID_RESET_LINK } });
    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
  });

  it("a wrong token or a weak password: 400 and nothing changes", async () => {
    const user = await createUser({ role: "Employer" });
    await forgot({ email: user.email, accountType: "Employer" });
    const token = lastToken(user.email);

    const wrong = await reset({ token: `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe("INVALID_TOKEN");
    const weak = await reset({ token, password: "password" });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe("VALIDATION");
    expect(weak.body.errors?.password).toMatch(/^Password must contain at least 8 characters/);
    expect((await reset({ token: "", password: NEW_PASSWORD })).body.errors).toEqual({ token: INVALID_RESET_LINK });

    expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(true);
    expect((await db.passwordResetToken.findFirstOrThrow({ where: { userId: user.id } })).usedAt).toBeNull();
    // The link still works after those failures.
    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("expires 30 minutes after it was mailed (fixed time)", async () => {
    const user = await createUser({ role: "Candidate" });
    const sentAt = new Date("2030-02-01T08:00:00Z");
    await requestPasswordReset({ email: user.email, accountType: "Candidate" }, { ip: freshIp(), now: sentAt });
    const first = lastToken(user.email);
    await requestPasswordReset({ email: user.email, accountType: "Candidate" }, { ip: freshIp(), now: new Date(sentAt.getTime() + 60_000) });
    const second = lastToken(user.email);
    expect(second).not.toBe(first);

    const atEnd = await rejected(resetPassword({ token: first, password: NEW_PASSWORD }, { now: new Date(sentAt.getTime() + RESET_TTL_MS) }));
    expect(atEnd.code).toBe("INVALID_TOKEN");
    expect(await passwordIs(user.id, TEST_PASSWORD)).toBe(true);

    // An older link stays usable beside a newer one until it expires; using one voids the other.
    await resetPassword({ token: second, password: NEW_PASSWORD }, { now: new Date(sentAt.getTime() + 5 * 60_000) });
    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
    const voided = await rejected(resetPassword({ token: first, password: "Another@Pass1" }, { now: new Date(sentAt.getTime() + 6 * 60_000) }));
    expect(voided.code).toBe("INVALID_TOKEN");
    expect(await passwordIs(user.id, NEW_PASSWORD)).toBe(true);
  });

  it("two concurrent resets with one link: exactly one succeeds", async () => {
    const user = await createUser({ role: "University" });
    await forgot({ email: user.email, accountType: "University" });
    const token = lastToken(user.email);
    const results = await Promise.all([reset({ token, password: "First@Pass1" }), reset({ token, password: "Second@Pass2" })]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? "First@Pass1" : "Second@Pass2";
    expect(await passwordIs(user.id, winner)).toBe(true);
    expect(await db.passwordResetToken.count({ where: { userId: user.id, usedAt: { not: null } } })).toBe(1);
  });
});
