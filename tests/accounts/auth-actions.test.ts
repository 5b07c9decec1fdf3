// The signup server actions: one body parsed once (a union on accountType), and results with codes.
import { describe, expect, it, vi } from "vitest";
import { lastCode } from "../helpers/outbox";

vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-forwarded-for": "10.3.0.1" }) }));

const { db } = await import("@/lib/db");
const { createUser, uniqueEmail } = await import("@/tests/factories");
const { registerAction, sendSignupCodeAction } = await import("@/lib/accounts/actions/auth");

const ABOUT = "We build software for hospitals and train graduates in modern web development.";

describe("sendSignupCodeAction", () => {
  it("answers the same for a new address and for an existing account of that type", async () => {
    const user = await createUser({ role: "University" });
    const existing = await sendSignupCodeAction({ email: user.email, accountType: "University" });
    const fresh = await sendSignupCodeAction({ email: uniqueEmail("act-fresh"), accountType: "University" });
    expect(existing).toEqual(fresh);
    expect(existing).toEqual({ ok: true, data: null, message: "OTP sent to your email successfully" });
  });
});

describe("registerAction", () => {
  it("creates the account type the body names, with that type's fields", async () => {
    const email = uniqueEmail("act-emp");
    await sendSignupCodeAction({ email, accountType: "Employer" });
    const result = await registerAction({
      accountType: "Employer",
      orgName: "Acme Action",
      city: "Pune",
      state: "MH",
      mobile: "9876543210",
      website: "",
      about: ABOUT,
      email,
      password: "Secret@123",
      consent: true,
      otp: lastCode(email),
    });
    expect(result).toMatchObject({ ok: true, message: "Account created successfully", data: { email, role: "Employer", name: "Acme Action" } });
    expect(await db.employer.findFirst({ where: { user: { email } }, select: { status: true, website: true } })).toEqual({
      status: "pending",
      website: null,
    });
  });

  it("refuses a body without a signup type, or with another type's fields, as VALIDATION", async () => {
    const base = { email: uniqueEmail("act-bad"), password: "Secret@123", mobile: "9876543210", otp: "AAAA" };
    const admin = await registerAction({ ...base, accountType: "Admin", fullName: "X" } as never);
    expect(admin).toMatchObject({ ok: false, code: "VALIDATION", status: 400 });
    expect(admin.ok === false && admin.errors).toHaveProperty("accountType");
    const mixed = await registerAction({ ...base, accountType: "Employer", fullName: "X" } as never);
    expect(mixed).toMatchObject({ ok: false, code: "VALIDATION", errors: { orgName: "This field is required", about: "Please enter at least 50 characters" } });
  });

  it("refuses a body without consent as VALIDATION with the field's message; nothing created", async () => {
    const email = uniqueEmail("act-consent");
    await sendSignupCodeAction({ email, accountType: "Candidate" });
    const body = { accountType: "Candidate", fullName: "No Tick", email, password: "Secret@123", mobile: "9876543210", otp: lastCode(email) };
    expect(await registerAction(body as never)).toEqual({
      ok: false,
      code: "VALIDATION",
      status: 400,
      message: expect.any(String),
      errors: { consent: "Please accept the privacy notice to create an account." },
    });
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("reports a duplicate as CONFLICT only after the right code", async () => {
    const user = await createUser({ role: "Candidate" });
    const body = { accountType: "Candidate" as const, fullName: "Dup", email: user.email, password: "Secret@123", mobile: "9876543210", consent: true as const };
    await sendSignupCodeAction({ email: user.email }); // the spec's call: no type, so a code is mailed
    expect(await registerAction({ ...body, otp: lastCode(user.email) })).toMatchObject({
      ok: false,
      code: "CONFLICT",
      status: 409,
      message: "An account with this email already exists",
    });
  });
});
