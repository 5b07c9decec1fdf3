import { describe, expect, it } from "vitest";
import "./mail-helpers";
import { ApiError } from "@/lib/api/errors";
import { authenticate } from "@/lib/services/login";
import { createOrResetAdmin } from "@/lib/services/admin-account";
import { DUPLICATE_ACCOUNT, sendSignupCode } from "@/lib/services/otp";
import { hit } from "@/lib/security/rate-limit";
import { createUser, TEST_PASSWORD, uniqueEmail } from "@/tests/factories";

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("login", () => {
  it("returns the user for the right e-mail, role and password (e-mail in any case)", async () => {
    const user = await createUser({ role: "Employer" });
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

  it("throttles after 100 failures per account in an hour, from any IP", async () => {
    const user = await createUser({ role: "Candidate" });
    for (let i = 0; i < 100; i++) await hit({ key: `login-account:Candidate:${user.email}`, limit: 100, windowMs: 60 * 60_000 });
    const blocked = await failure(authenticate({ email: user.email, password: TEST_PASSWORD, role: "Candidate", ip: "4.4.4.4" }));
    expect(blocked.status).toBe(429);
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
  it("answers 409 when the page names the account type, and sends nothing", async () => {
    const user = await createUser({ role: "Employer" });
    const error = await failure(sendSignupCode({ email: user.email, role: "Employer", ip: "6.6.6.6" }));
    expect(error.status).toBe(409);
    expect(error.message).toBe(DUPLICATE_ACCOUNT);
    await sendSignupCode({ email: user.email, role: "Candidate", ip: "6.6.6.6" }); // another role is fine
  });
});

describe("admin accounts (npm run admin:create)", () => {
  it("creates an admin, then resets its password", async () => {
    const email = uniqueEmail("admin");
    const created = await createOrResetAdmin({ email: email.toUpperCase(), password: "First@1234", name: "Ops" });
    expect(created).toMatchObject({ ok: true, created: true, email });
    expect((await authenticate({ email, password: "First@1234", role: "Admin", ip: "7.7.7.7" })).name).toBe("Ops");

    const reset = await createOrResetAdmin({ email, password: "Second@1234" });
    expect(reset).toMatchObject({ ok: true, created: false });
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
        "password: Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character",
      ]);
    }
  });
});
