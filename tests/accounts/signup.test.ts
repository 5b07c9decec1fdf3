import { describe, expect, it, vi } from "vitest";
import { lastCode, wrongCode } from "../helpers/outbox";
import { db } from "@/lib/db";
import { verifyPassword } from "@/lib/security/password";
import { PRIVACY_VERSION, TERMS_VERSION } from "@/lib/privacy/rules";
import { OTP_WRONG, sendSignupCode } from "@/lib/accounts/service/otp";
import { DUPLICATE_ACCOUNT, normaliseWebsite, registerAccount } from "@/lib/accounts/service/signup";
import { CONSENT_MESSAGE, registerSchemas, type SignupAccountType } from "@/lib/accounts/schemas/auth";
import { parseInput } from "@/lib/validations/parse";
import { uniqueEmail } from "@/tests/factories";
import { failure } from "@/tests/helpers/api-failure";

const ABOUT = "We build software for hospitals and train graduates in modern web development.";
let ipCounter = 0;
const ip = () => `10.1.0.${++ipCounter}`;

async function codeFor(email: string) {
  await sendSignupCode({ email, ip: ip() });
  return lastCode(email);
}

/** The fields an employer's and a university's signup share, with a fresh code mailed to `email`. */
async function organisationFields(email: string) {
  return { city: "Pune", state: "Maharashtra", mobile: "9876543210", about: ABOUT, email, password: "Secret@123", otp: await codeFor(email) };
}

/**
 * As the register calls do: parse the body once with the role's schema, then the service. The
 * body ticks the consent box unless it says otherwise.
 */
async function register(role: SignupAccountType, body: Record<string, unknown>) {
  const parsed = parseInput(registerSchemas[role], { consent: true, ...body });
  return registerAccount({ ...parsed, accountType: role } as Parameters<typeof registerAccount>[0]);
}

describe("registration", () => {
  it("creates a candidate with an empty profile; e-mail stored lowercased and trimmed, password hashed", async () => {
    const email = uniqueEmail("cand");
    const otp = await codeFor(email);
    const user = await register("Candidate", {
      fullName: " Asha Rao ",
      email: `  ${email.toUpperCase()}  `,
      password: "Secret@123",
      mobile: "9876543210",
      otp: otp.toLowerCase(),
    });
    expect(user).toEqual({ id: expect.any(String), name: "Asha Rao", email, role: "Candidate" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, include: { candidate: true } });
    expect(row.mobile).toBe("9876543210");
    expect(row.candidate?.isProfileCompleted).toBe(false);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, "Secret@123")).toBe(true);
    // the code is spent
    expect(await db.emailCode.count({ where: { email, usedAt: null } })).toBe(0);
  });

  it.each([
    ["Candidate", "+91 98765-43210"],
    ["Employer", "098765 43210"],
  ] as const)("%s: a mobile typed as %j is stored as its ten digits (decisions.md section 19)", async (role, mobile) => {
    const email = uniqueEmail("mobile");
    const body =
      role === "Candidate"
        ? { fullName: "Asha Rao", email, password: "Secret@123", mobile, otp: await codeFor(email) }
        : { orgName: "Acme Pvt Ltd", ...(await organisationFields(email)), mobile };
    const user = await register(role, body);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).mobile).toBe("9876543210");
  });

  it("creates a pending employer", async () => {
    const email = uniqueEmail("emp");
    const user = await register("Employer", { orgName: "Acme Pvt Ltd", website: "acme.example", ...(await organisationFields(email)) });
    expect(user.role).toBe("Employer");
    expect(user.name).toBe("Acme Pvt Ltd");
    const employer = await db.employer.findUniqueOrThrow({ where: { userId: user.id } });
    expect(employer).toMatchObject({ orgName: "Acme Pvt Ltd", city: "Pune", state: "Maharashtra", status: "pending", website: "https://acme.example", about: ABOUT });
  });

  it("creates a university", async () => {
    const email = uniqueEmail("uni");
    const user = await register("University", { instituteName: "Pune Institute of Technology", ...(await organisationFields(email)) });
    expect(user.role).toBe("University");
    const university = await db.university.findUniqueOrThrow({ where: { userId: user.id } });
    expect(university).toMatchObject({ instituteName: "Pune Institute of Technology", website: null, city: "Pune" });
  });

  it("validates the type's fields on the server", async () => {
    const email = uniqueEmail("invalid");
    const error = await failure(
      register("Employer", { orgName: "", city: "Pune", state: "MH", mobile: "123", about: "short", email, password: "weak", otp: "AAAA" }),
    );
    expect(error.status).toBe(400);
    expect(error.errors).toMatchObject({
      orgName: "This field is required",
      mobile: "Please enter a valid 10-digit mobile number",
      about: "Please enter at least 50 characters",
      password: expect.stringContaining("Password must contain"),
    });
  });

  it("a wrong code creates nothing and costs a try", async () => {
    const email = uniqueEmail("wrong");
    const otp = await codeFor(email);
    const error = await failure(
      register("Candidate", { fullName: "A", email, password: "Secret@123", mobile: "9876543210", otp: wrongCode(otp) }),
    );
    expect(error.status).toBe(400);
    expect(error.message).toBe(OTP_WRONG);
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect((await db.emailCode.findFirstOrThrow({ where: { email } })).attempts).toBe(1);
  });

  it("a duplicate (email, role) is 409 only with the right code, which stays unspent; another role may use the e-mail", async () => {
    const email = uniqueEmail("dup");
    const base = { fullName: "A", email, password: "Secret@123", mobile: "9876543210" };
    await register("Candidate", { ...base, otp: await codeFor(email) });

    await new Promise((r) => setTimeout(r, 10));
    await db.emailCode.updateMany({ where: { email }, data: { createdAt: new Date(Date.now() - 60_000) } }); // skip the 30 s gap
    const otp = await codeFor(email);
    // Without the mailed code the answer is the same as for any address: no probing for accounts.
    const wrongOtp = otp === "2222" ? "3333" : "2222";
    const probe = await failure(register("Candidate", { ...base, fullName: "B", otp: wrongOtp }));
    expect(probe.status).toBe(400);
    expect(probe.message).toBe("Invalid OTP");
    const error = await failure(register("Candidate", { ...base, fullName: "B", otp }));
    expect(error.status).toBe(409);
    expect(error.message).toBe(DUPLICATE_ACCOUNT);
    const code = await db.emailCode.findFirstOrThrow({ where: { email, usedAt: null }, orderBy: { createdAt: "desc" } });
    expect(code.attempts).toBe(2); // the probe and the right code were both counted; nothing spent

    const employer = await register("Employer", {
      orgName: "Dup Org",
      city: "Pune",
      state: "MH",
      mobile: "9876543210",
      about: ABOUT,
      email,
      password: "Secret@123",
      otp,
    });
    expect(employer.role).toBe("Employer");
    expect(await db.user.count({ where: { email } })).toBe(2);
  });

  it("stores the consents to the privacy notice and the terms, at their versions, with the account", async () => {
    const email = uniqueEmail("consent");
    const before = new Date();
    const user = await register("Candidate", { fullName: "Asha", email, password: "Secret@123", mobile: "9876543210", otp: await codeFor(email) });
    const rows = await db.consent.findMany({ where: { userId: user.id }, orderBy: { document: "asc" } });
    expect(rows.map(({ document, version }) => ({ document, version }))).toEqual([
      { document: "privacy", version: PRIVACY_VERSION },
      { document: "terms", version: TERMS_VERSION },
    ]);
    for (const row of rows) expect(row.acceptedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it("without consent: 400 VALIDATION on the consent field, before the code is looked at; nothing created", async () => {
    const email = uniqueEmail("no-consent");
    const otp = await codeFor(email);
    for (const consent of [undefined, false, "true"]) {
      const error = await failure(register("Candidate", { fullName: "A", email, password: "Secret@123", mobile: "9876543210", otp, consent }));
      expect(error.status).toBe(400);
      expect(error.code).toBe("VALIDATION");
      expect(error.errors).toEqual({ consent: CONSENT_MESSAGE });
    }
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect((await db.emailCode.findFirstOrThrow({ where: { email } })).attempts).toBe(0);
  });

  it("runs in one transaction: a failure after the writes leaves nothing and the code unspent", async () => {
    const email = uniqueEmail("tx");
    const otp = await codeFor(email);
    const input = { orgName: "Tx Org", city: "Pune", state: "MH", mobile: "9876543210", about: ABOUT, email, password: "Secret@123", otp };
    const original = db.$transaction.bind(db);
    const spy = vi.spyOn(db, "$transaction").mockImplementationOnce(((fn: (tx: unknown) => Promise<unknown>) =>
      original(async (tx) => {
        await fn(tx); // every write of the registration happens...
        throw new Error("boom"); // ...and then the transaction fails
      })) as unknown as typeof db.$transaction);
    await expect(register("Employer", input)).rejects.toThrow("boom");
    spy.mockRestore();
    expect(await db.user.count({ where: { email } })).toBe(0);
    expect(await db.employer.count({ where: { orgName: "Tx Org", user: { email } } })).toBe(0);
    expect(await db.emailCode.count({ where: { email, usedAt: { not: null } } })).toBe(0);
    expect(await db.consent.count({ where: { user: { email } } })).toBe(0);
    // the same code still works
    expect((await register("Employer", input)).email).toBe(email);
  });

  it("maps a lost race on the unique index to 409", async () => {
    const email = uniqueEmail("race");
    const otp = await codeFor(email);
    const original = db.$transaction.bind(db);
    const spy = vi.spyOn(db, "$transaction").mockImplementationOnce((async (fn: (tx: unknown) => Promise<unknown>) => {
      // another signup for the same account commits first
      await db.user.create({ data: { email, role: "Candidate", name: "Other", passwordHash: "x" } });
      return original(fn as never);
    }) as unknown as typeof db.$transaction);
    const error = await failure(register("Candidate", { fullName: "A", email, password: "Secret@123", mobile: "9876543210", otp }));
    spy.mockRestore();
    expect(error.status).toBe(409);
    expect(error.message).toBe(DUPLICATE_ACCOUNT);
    expect(await db.user.count({ where: { email } })).toBe(1);
    expect(await db.emailCode.count({ where: { email, usedAt: null } })).toBe(1);
  });
});

describe("websites", () => {
  it("are stored with a scheme", () => {
    expect(normaliseWebsite(undefined)).toBeNull();
    expect(normaliseWebsite("  ")).toBeNull();
    expect(normaliseWebsite("acme.example")).toBe("https://acme.example");
    expect(normaliseWebsite("http://acme.example")).toBe("http://acme.example");
  });
});
