import { describe, expect, it } from "vitest";
import { lastCode, mailCount } from "../helpers/outbox";
import { readFileSync } from "node:fs";
import { authenticate, LOGIN_LIMITS } from "@/lib/auth/credentials";
import { createSessionRow } from "@/lib/auth/session-rows";
import { db } from "@/lib/db";
import { createOrResetAdmin } from "@/lib/admin/service/admin-account";
import { sendSignupCode } from "@/lib/accounts/service/otp";
import { hit } from "@/lib/security/rate-limit";
import { createEmployer, createUser, TEST_PASSWORD, uniqueEmail } from "@/tests/factories";
import { failure } from "@/tests/helpers/api-failure";

describe("login", () => {
  it("returns the user for the right e-mail, role and password (e-mail in any case)", async () => {
    const { user } = await createEmployer();
    const result = await authenticate({ email: ` ${user.email.toUpperCase()} `, password: TEST_PASSWORD, role: "Employer", ip: "1.1.1.1" });
    expect(result).toEqual({ id: user.id, name: user.name, email: user.email, role: "Employer" });
    expect(result).not.toHaveProperty("passwordHash");
  });

  it("answers the same 401 for a wrong password, an unknown e-mail and the wrong role", async () => {
    const user = await createUser({ role: "Candidate" });
    const messages = await Promise.all([
      failure(authenticate({ email: user.email, password: "Wrong@1234", role: "Candidate", ip: "1.1.1.2" })),
      failure(authenticate({ email: uniqueEmail("nobody"), password: TEST_PASSWORD, role: "Candidate", ip: "1.1.1.2" })),
      failure(authenticate({ email: user.email, password: TEST_PASSWORD, role: "Employer", ip: "1.1.1.2" })),
    ]);
    for (const error of messages) {
      expect(error.status).toBe(401);
      expect(error.message).toBe("Invalid email or password");
    }
  });

  it("costs about the same time for an unknown e-mail as for a wrong password", async () => {
    const user = await createUser({ role: "Candidate" });
    async function time(email: string) {
      const start = performance.now();
      await authenticate({ email, password: "Wrong@1234", role: "Candidate", ip: `2.2.2.${Math.random()}` }).catch(() => undefined);
      return performance.now() - start;
    }
    for (let i = 0; i < 3; i++) {
      // warm both paths up (the dummy hash is built once, the JIT settles)
      await time(uniqueEmail("warmup"));
      await time(user.email);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i++) {
      known.push(await time(user.email));
      unknown.push(await time(uniqueEmail("ghost")));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const ratio = median(unknown) / median(known);
    // An unknown e-mail must not answer measurably faster (that would reveal which accounts exist).
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2.5);
  });

  it("throttles after 10 failures per (email, role, IP) in 15 minutes, even with the right password", async () => {
    const user = await createUser({ role: "University" });
    for (let i = 0; i < 10; i++) {
      expect((await failure(authenticate({ email: user.email, password: "Wrong@1234", role: "University", ip: "3.3.3.3" }))).status).toBe(401);
    }
    const blocked = await failure(authenticate({ email: user.email, password: TEST_PASSWORD, role: "University", ip: "3.3.3.3" }));
    expect(blocked.status).toBe(429);
    expect(blocked.message).toBe("Too many failed login attempts. Please try again later.");
    expect(Number(blocked.headers?.["Retry-After"])).toBeGreaterThan(0);
    // another IP is not blocked by this counter
    expect((await authenticate({ email: user.email, password: TEST_PASSWORD, role: "University", ip: "3.3.3.4" })).id).toBe(user.id);
  });

  it("past 100 failures per account from many addresses, the owner is slowed, never refused (decisions/0011)", async () => {
    const user = await createUser({ role: "Admin" });
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    // 110 wrong passwords from 11 addresses, none reaching its own limit of 10: the first 90 are
    // counted directly (the hashing would take seconds), the last 20 are real attempts.
    const { limit, windowMs } = LOGIN_LIMITS.perAccount;
    for (let i = 0; i < limit - 10; i++) await hit({ key: `login-account:Admin:${user.email}`, limit, windowMs });
    for (let batch = 9; batch < 11; batch++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          failure(authenticate({ email: user.email, password: "Wrong@1234", role: "Admin", ip: `8.8.${batch}.1` }, { sleep })),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    // Each attempt past the account's 100th waited (a fixed wait, before the password check)...
    expect(waits).toHaveLength(10);
    expect(new Set(waits).size).toBe(1);
    // ...and the right password from a new address still logs in, after the same wait.
    const owner = await authenticate({ email: user.email, password: TEST_PASSWORD, role: "Admin", ip: "8.8.99.1" }, { sleep });
    expect(owner.id).toBe(user.id);
    expect(waits).toHaveLength(11);
    // The attacker's addresses stay refused, with Retry-After.
    const blocked = await failure(authenticate({ email: user.email, password: TEST_PASSWORD, role: "Admin", ip: "8.8.9.1" }, { sleep }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers?.["Retry-After"])).toBeGreaterThan(0);
  });

  it("refuses an address after 100 failures across accounts, with Retry-After; other addresses are untouched", async () => {
    const ip = "9.8.7.6";
    const victim = await createUser({ role: "Candidate" });
    // 100 failures on 100 different accounts (90 counted directly, to keep the test fast): no
    // (account, address) pair reaches 10.
    const { limit, windowMs } = LOGIN_LIMITS.perAddress;
    expect(limit).toBe(100);
    for (let i = 0; i < limit - 10; i++) await hit({ key: `login-ip:${ip}`, limit, windowMs });
    const sprayed = await Promise.all(
      Array.from({ length: 10 }, (_, i) => failure(authenticate({ email: uniqueEmail(`spray-${i}`), password: "Wrong@1234", role: "Candidate", ip }))),
    );
    expect(sprayed.map((r) => r.status)).toEqual(Array(10).fill(401));
    const blocked = await failure(authenticate({ email: victim.email, password: TEST_PASSWORD, role: "Candidate", ip }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers?.["Retry-After"])).toBeGreaterThan(0);
    expect((await authenticate({ email: victim.email, password: TEST_PASSWORD, role: "Candidate", ip: "9.8.7.7" })).id).toBe(victim.id);
  });

  it("holds against a burst of simultaneous wrong passwords", async () => {
    const user = await createUser({ role: "Employer" });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => failure(authenticate({ email: user.email, password: "Wrong@1234", role: "Employer", ip: "7.7.7.7" }))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it("a successful login does not count as a failure", async () => {
    const user = await createUser({ role: "Candidate" });
    for (let i = 0; i < 12; i++) await authenticate({ email: user.email, password: TEST_PASSWORD, role: "Candidate", ip: "5.5.5.5" });
  });
});

describe("send-otp for an existing account", () => {
  it("answers as for any address, and mails the owner a notice instead of a code (no account probe)", async () => {
    const user = await createUser({ role: "Employer" });
    const before = mailCount(user.email);
    await expect(sendSignupCode({ email: user.email, role: "Employer", ip: "6.6.6.6" })).resolves.toBeUndefined();
    expect(mailCount(user.email)).toBe(before + 1);
    const lines = readFileSync(process.env.MAIL_OUTBOX!, "utf8").trim().split("\n");
    const notice = JSON.parse(lines[lines.length - 1]) as { to: string; subject: string; text: string };
    expect(notice.to).toBe(user.email);
    expect(notice.subject).toBe("Someone tried to sign up with your TalentBridge Staffing address");
    expect(notice.text).toContain("already has one");
    expect(() => lastCode(user.email)).toThrow(); // no code reached anyone

    // The same per-e-mail limits apply, so a second try within 30 s looks like anyone's.
    const again = await failure(sendSignupCode({ email: user.email, role: "Employer", ip: "6.6.6.6" }));
    expect(again.status).toBe(429);
    expect(Number(again.headers?.["Retry-After"])).toBeGreaterThan(0);
  });

  it("another role of the same e-mail gets a code", async () => {
    const user = await createUser({ role: "Employer" });
    await sendSignupCode({ email: user.email, role: "Candidate", ip: "6.6.6.7" });
    expect(lastCode(user.email)).toMatch(/^[0-9A-Z]{4}$/);
  });
});

describe("admin accounts (npm run admin:create)", () => {
  it("creates an admin, then resets its password", async () => {
    const email = uniqueEmail("admin");
    const created = await createOrResetAdmin({ email: email.toUpperCase(), password: "First@1234", name: "Ops" });
    expect(created).toMatchObject({ ok: true, created: true, email });
    expect((await authenticate({ email, password: "First@1234", role: "Admin", ip: "7.7.7.7" })).name).toBe("Ops");

    const sid = await createSessionRow(created.ok ? created.id : "");
    const reset = await createOrResetAdmin({ email, password: "Second@1234" });
    expect(reset).toMatchObject({ ok: true, created: false });
    // A password reset ends the admin's sessions (decisions/0011).
    expect((await db.session.findUniqueOrThrow({ where: { id: sid } })).revokedAt).not.toBeNull();
    expect((await failure(authenticate({ email, password: "First@1234", role: "Admin", ip: "7.7.7.8" }))).status).toBe(401);
    const admin = await authenticate({ email, password: "Second@1234", role: "Admin", ip: "7.7.7.8" });
    expect(admin).toMatchObject({ role: "Admin", name: "Ops" });
  });

  it("refuses a weak password or a bad e-mail", async () => {
    const result = await createOrResetAdmin({ email: "not-an-email", password: "weak" });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toEqual([
        "email: Please enter a valid email address",
        "password: Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character: @ $ ! % * ? & (no spaces or other symbols)",
      ]);
    }
  });
});
