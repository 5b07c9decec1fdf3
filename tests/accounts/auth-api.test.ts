// The account calls through their route handlers: send-otp, {role}/register and {role}/login.
// Auth.js's signIn is replaced by one that runs the same `authenticate` its Credentials provider
// runs (cookies need a Next request scope); the e2e suite covers the real cookie.
import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { lastCode } from "../helpers/outbox";

vi.mock("server-only", () => ({}));
const signIns = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock("@/lib/auth", async () => (await import("@/tests/helpers/mock-auth")).mockAuth(signIns));

const hints = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/auth/session-hint", () => ({
  setSessionHint: async () => void hints.push("set"),
  clearSessionHint: async () => void hints.push("clear"),
}));

const { db } = await import("@/lib/db");
const { uniqueEmail, createEmployer, createUser, TEST_PASSWORD } = await import("@/tests/factories");
const { badRequestErrors } = await import("@/tests/helpers/api-failure");
const sendOtpRoute = await import("@/app/api/v1/auth/send-otp/route");
const registerRoutes = {
  candidate: await import("@/app/api/v1/candidate/register/route"),
  employer: await import("@/app/api/v1/employer/register/route"),
  university: await import("@/app/api/v1/university/register/route"),
};
const loginRoutes = {
  candidate: await import("@/app/api/v1/candidate/login/route"),
  employer: await import("@/app/api/v1/employer/login/route"),
  university: await import("@/app/api/v1/university/login/route"),
  admin: await import("@/app/api/v1/admin/login/route"),
};

type Envelope = { success: boolean; code?: string; message?: string; errors?: Record<string, string>; response?: unknown };
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

let ipCounter = 0;
let lastHeaders = new Headers();
async function post(
  handler: Handler,
  body: unknown,
  raw = false,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: Envelope }> {
  const req = new NextRequest("http://localhost/api/v1/x", {
    method: "POST",
    body: raw ? String(body) : JSON.stringify(body),
    headers: { "content-type": "application/json", "x-forwarded-for": `10.2.0.${++ipCounter}`, ...extraHeaders },
  });
  const res = await handler(req, { params: Promise.resolve({}) });
  lastHeaders = res.headers;
  return { status: res.status, body: (await res.json()) as Envelope };
}

const ABOUT = "We build software for hospitals and train graduates in modern web development.";

describe("POST auth/send-otp", () => {
  it("mails a code and answers in the envelope", async () => {
    const email = uniqueEmail("api-otp");
    const res = await post(sendOtpRoute.POST, { email });
    expect(res).toEqual({ status: 200, body: { success: true, message: "OTP sent to your email successfully", response: null } });
    expect(lastCode(email)).toMatch(/^[0-9A-Z]{4}$/);
  });

  it("answers an existing account's address exactly as any other (no account probe); the owner gets a notice", async () => {
    const user = await createUser({ role: "Employer" });
    const existing = await post(sendOtpRoute.POST, { email: user.email, accountType: "Employer" });
    const fresh = await post(sendOtpRoute.POST, { email: uniqueEmail("api-fresh"), accountType: "Employer" });
    expect(existing).toEqual(fresh);
    expect(existing).toEqual({ status: 200, body: { success: true, message: "OTP sent to your email successfully", response: null } });
    expect(() => lastCode(user.email)).toThrow();
  });

  it("refuses a cross-site or opaque Origin with 403, never a 500", async () => {
    const refused = { status: 403, body: { success: false, code: "FORBIDDEN", message: "Cross-site requests are not allowed." } };
    for (const origin of ["https://evil.example", "null", "not a url"]) {
      expect(await post(sendOtpRoute.POST, { email: uniqueEmail("origin") }, false, { origin })).toEqual(refused);
    }
    const sameSite = await post(sendOtpRoute.POST, { email: uniqueEmail("origin") }, false, { origin: "http://localhost", host: "localhost" });
    expect(sameSite.status).toBe(200);
  });

  it("rejects a bad e-mail or body with 400", async () => {
    expect(await post(sendOtpRoute.POST, { email: "nope" })).toEqual({
      status: 400,
      body: {
        success: false,
        code: "VALIDATION",
        message: "Please enter a valid email address",
        errors: { email: "Please enter a valid email address" },
      },
    });
    expect((await post(sendOtpRoute.POST, "{not json", true)).status).toBe(400);
  });

  it("answers 429 with a clear message for a second code within 30 seconds", async () => {
    const email = uniqueEmail("api-gap");
    expect((await post(sendOtpRoute.POST, { email })).status).toBe(200);
    const res = await post(sendOtpRoute.POST, { email });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code\.$/);
    expect(res.body.code).toBe("RATE_LIMITED");
    expect(Number(lastHeaders.get("retry-after"))).toBeGreaterThan(0);
  });
});

describe("POST {role}/register", () => {
  it.each([
    ["candidate", "Candidate", { fullName: "Asha Rao" }],
    ["employer", "Employer", { orgName: "Acme", city: "Pune", state: "MH", about: ABOUT, website: "" }],
    ["university", "University", { instituteName: "PIT", city: "Pune", state: "MH", about: ABOUT }],
  ] as const)("%s: 201 with the user; the role comes from the path", async (segment, role, fields) => {
    const email = uniqueEmail(`api-${segment}`);
    await post(sendOtpRoute.POST, { email });
    const res = await post(registerRoutes[segment].POST, {
      ...fields,
      accountType: "Admin", // ignored
      email,
      password: "Secret@123",
      mobile: "9876543210",
      consent: true,
      otp: lastCode(email),
    });
    expect(res.status).toBe(201);
    expect(res.body.response).toEqual({ id: expect.any(String), name: expect.any(String), email, role });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it("400 for a wrong code (nothing created); a second signup with a spent code learns nothing", async () => {
    const email = uniqueEmail("api-dup");
    await post(sendOtpRoute.POST, { email });
    const code = lastCode(email);
    const body = { fullName: "A", email, password: "Secret@123", mobile: "9876543210", consent: true };
    const wrong = await post(registerRoutes.candidate.POST, { ...body, otp: code === "2222" ? "3333" : "2222" });
    expect(wrong).toMatchObject({ status: 400, body: { success: false, message: "Invalid OTP" } });
    expect(await db.user.count({ where: { email } })).toBe(0);

    expect((await post(registerRoutes.candidate.POST, { ...body, otp: code })).status).toBe(201);
    // The account now exists, but without a live code the answer is the one any address gets.
    const dup = await post(registerRoutes.candidate.POST, { ...body, otp: code });
    const stranger = await post(registerRoutes.candidate.POST, { ...body, email: uniqueEmail("api-none"), otp: code });
    expect(dup.status).toBe(400);
    expect(dup.body).toEqual(stranger.body);
  });

  it("400 VALIDATION without consent: true (missing, false or a string); with it the consents are stored", async () => {
    const email = uniqueEmail("api-consent");
    await post(sendOtpRoute.POST, { email });
    const body = { instituteName: "PIT", city: "Pune", state: "MH", about: ABOUT, email, password: "Secret@123", mobile: "9876543210", otp: lastCode(email) };
    for (const consent of [undefined, false, "true"]) {
      const res = await post(registerRoutes.university.POST, { ...body, consent });
      expect(res).toMatchObject({
        status: 400,
        body: { success: false, code: "VALIDATION", errors: { consent: "Please accept the privacy notice to create an account." } },
      });
    }
    expect(await db.user.count({ where: { email } })).toBe(0);

    const res = await post(registerRoutes.university.POST, { ...body, consent: true });
    expect(res.status).toBe(201);
    const consents = await db.consent.findMany({ where: { user: { email } }, select: { document: true, version: true } });
    expect(consents.map((c) => c.document).sort()).toEqual(["privacy", "terms"]);
    expect(consents.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.version))).toBe(true);
  });

  it("400 with the spec's field messages for invalid fields", async () => {
    const res = await post(registerRoutes.employer.POST, { orgName: " ", email: "x", password: "abc", mobile: "1", about: "short", otp: "" });
    expect(badRequestErrors(res)).toMatchObject({
      orgName: "This field is required",
      city: "This field is required",
      email: "Please enter a valid email address",
      mobile: "Please enter a valid 10-digit mobile number",
      about: "Please enter at least 50 characters",
      otp: "Please enter the OTP",
    });
  });
});

describe("POST {role}/login", () => {
  it("logs in with the role of the path and answers the user", async () => {
    const { user } = await createEmployer();
    const res = await post(loginRoutes.employer.POST, { accountType: "Candidate", email: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(res).toEqual({
      status: 200,
      body: { success: true, message: "Logged in successfully.", response: { id: user.id, name: user.name, email: user.email, role: "Employer" } },
    });
    expect(signIns.at(-1)).toMatchObject({ accountType: "Employer", email: user.email, redirect: false });
    expect(hints.at(-1)).toBe("set");
  });

  it("401 'Invalid email or password' for the wrong role, password or an unknown e-mail", async () => {
    const user = await createUser({ role: "Candidate" });
    hints.length = 0;
    for (const [route, email, password] of [
      [loginRoutes.university, user.email, TEST_PASSWORD],
      [loginRoutes.admin, user.email, TEST_PASSWORD],
      [loginRoutes.candidate, user.email, "Wrong@1234"],
      [loginRoutes.candidate, uniqueEmail("ghost"), TEST_PASSWORD],
    ] as const) {
      expect(await post(route.POST, { email, password })).toEqual({
        status: 401,
        body: { success: false, code: "UNAUTHENTICATED", message: "Invalid email or password" },
      });
    }
    expect(hints).toEqual([]); // no hint for a failed login
  });

  it("429 after 10 failures", async () => {
    const user = await createUser({ role: "Candidate" });
    for (let i = 0; i < 10; i++) await post(loginRoutes.candidate.POST, { email: user.email, password: "Wrong@1234" });
    const res = await post(loginRoutes.candidate.POST, { email: user.email, password: TEST_PASSWORD });
    expect(res).toEqual({
      status: 429,
      body: { success: false, code: "RATE_LIMITED", message: "Too many failed login attempts. Please try again later." },
    });
    expect(Number(lastHeaders.get("retry-after"))).toBeGreaterThan(0);
  });

  it("400 for a missing password", async () => {
    const res = await post(loginRoutes.candidate.POST, { email: "a@b.co" });
    expect(badRequestErrors(res)).toEqual({ password: "Password is required" });
  });
});
