import { describe, expect, it } from "vitest";
import {
  ABOUT_MESSAGE,
  CONSENT_MESSAGE,
  EMAIL_MESSAGE,
  MOBILE_MESSAGE,
  OTP_INVALID,
  OTP_REQUIRED,
  PASSWORD_MESSAGE,
  REQUIRED,
  WEBSITE_MESSAGE,
  loginSchema,
  registerActionSchema,
  normaliseOtp,
  registerSchemas,
  signupSchemas,
  type SignupAccountType,
} from "@/lib/accounts/schemas/auth";

const ABOUT = "We build software for hospitals and train graduates in modern web development.";

const VALID: Record<SignupAccountType, Record<string, unknown>> = {
  Candidate: { fullName: "Asha Rao", email: "asha@example.com", password: "Secret@123", mobile: "9876543210", consent: true },
  Employer: {
    orgName: "Acme Pvt Ltd",
    city: "Pune",
    state: "Maharashtra",
    mobile: "9876543210",
    website: "www.acme.example",
    about: ABOUT,
    email: "hr@acme.example",
    password: "Secret@123",
    consent: true,
  },
  University: {
    instituteName: "Pune Institute",
    city: "Pune",
    state: "Maharashtra",
    mobile: "9876543210",
    website: "https://pune-institute.example/about",
    about: ABOUT,
    email: "tpo@pune-institute.example",
    password: "Secret@123",
    consent: true,
  },
};

/** The error message for one field after changing it, or undefined when it is valid. */
function messageFor(type: SignupAccountType, field: string, value: unknown): string | undefined {
  const result = signupSchemas[type].safeParse({ ...VALID[type], [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe.each(["Candidate", "Employer", "University"] as const)("signup rules: %s", (type) => {
  it("accepts a valid form", () => {
    expect(signupSchemas[type].safeParse(VALID[type]).success).toBe(true);
  });

  const requiredFields = type === "Candidate" ? ["fullName"] : [type === "Employer" ? "orgName" : "instituteName", "city", "state"];
  it.each(requiredFields)("%s is required and non-blank", (field) => {
    expect(messageFor(type, field, "")).toBe(REQUIRED);
    expect(messageFor(type, field, "   ")).toBe(REQUIRED);
    expect(messageFor(type, field, undefined)).toBe(REQUIRED);
  });

  it("email must look like an e-mail", () => {
    for (const bad of ["", "asha", "asha@", "@example.com", "asha@example", "a b@example.com"]) {
      expect(messageFor(type, "email", bad)).toBe(EMAIL_MESSAGE);
    }
    expect(messageFor(type, "email", "  Asha.Rao+jobs@Example.COM ")).toBeUndefined();
    const parsed = signupSchemas[type].parse({ ...VALID[type], email: "  Asha@Example.COM " });
    expect(parsed.email).toBe("asha@example.com");
  });

  it("password needs 8+ characters, each class, and only the allowed specials", () => {
    for (const bad of ["", "Sh@rt1a", "lowercase@123", "UPPERCASE@123", "NoDigits@abc", "NoSpecial123", "Has Space@12", "Hash#Tag123", "Ünïcode@123"]) {
      expect(messageFor(type, "password", bad), bad).toBe(PASSWORD_MESSAGE);
    }
    for (const good of ["Secret@123", "aB3$aaaa", "Zz9!Zz9!", "Pass%word1", "Q*w1e2r3", "Pass?word1", "Pass&word1"]) {
      expect(messageFor(type, "password", good), good).toBeUndefined();
    }
  });

  it("mobile must be 10 digits; spaces, dashes, a leading 0 or +91 are accepted and dropped", () => {
    for (const bad of ["", "987654321", "98765432101", "98765-4321", "abcdefghij", "+919876543"]) {
      expect(messageFor(type, "mobile", bad), bad).toBe(MOBILE_MESSAGE);
    }
    expect(messageFor(type, "mobile", "0123456789")).toBeUndefined();
    for (const typed of ["98765 43210", "+91 98765-43210", "098765 43210", "91 9876543210"]) {
      expect(signupSchemas[type].parse({ ...VALID[type], mobile: typed }).mobile, typed).toBe("9876543210");
    }
  });

  if (type !== "Candidate") {
    it("website is optional and, when given, must look like a URL (scheme optional)", () => {
      for (const good of ["", undefined, "acme.example", "www.acme.co.in", "http://acme.example", "https://acme.example/careers?x=1"]) {
        expect(messageFor(type, "website", good), String(good)).toBeUndefined();
      }
      for (const bad of ["acme", "http://", "ftp://acme.example", "acme .example", "https://acme", "javascript:alert(1)"]) {
        expect(messageFor(type, "website", bad), bad).toBe(WEBSITE_MESSAGE);
      }
    });

    it("about needs at least 50 characters after trimming", () => {
      expect(messageFor(type, "about", "")).toBe(ABOUT_MESSAGE);
      expect(messageFor(type, "about", `  ${"x".repeat(49)}   `)).toBe(ABOUT_MESSAGE);
      expect(messageFor(type, "about", "x".repeat(50))).toBeUndefined();
    });
  } else {
    it("has only the candidate's fields", () => {
      const parsed = signupSchemas.Candidate.parse({ ...VALID.Candidate, orgName: "x", about: "y" });
      expect(Object.keys(parsed).sort()).toEqual(["consent", "email", "fullName", "mobile", "password"]);
    });
  }

  it("the register call also needs the code", () => {
    const schema = registerSchemas[type];
    expect(schema.safeParse({ ...VALID[type], otp: "" }).error?.issues[0].message).toBe(OTP_REQUIRED);
    expect(schema.safeParse({ ...VALID[type] }).error?.issues[0].message).toBe(OTP_REQUIRED);
    expect(schema.safeParse({ ...VALID[type], otp: "12345" }).error?.issues[0].message).toBe(OTP_INVALID);
    expect(schema.safeParse({ ...VALID[type], otp: "AB!D" }).error?.issues[0].message).toBe(OTP_INVALID);
    expect(schema.parse({ ...VALID[type], otp: " ab7z " }).otp).toBe("AB7Z");
  });
});

describe("consent (decisions.md section 12)", () => {
  it.each(["Candidate", "Employer", "University"] as const)("%s: the register call needs consent: true, nothing else", (type) => {
    const schema = registerSchemas[type];
    const body = { ...VALID[type], otp: "AB12" };
    for (const bad of [undefined, false, "true", "on", 1, null]) {
      const result = schema.safeParse({ ...body, consent: bad });
      expect(result.error?.issues.map((i) => [i.path[0], i.message]), String(bad)).toEqual([["consent", CONSENT_MESSAGE]]);
    }
    expect(schema.parse(body).consent).toBe(true);
  });

  it("the signup page's action needs it too", () => {
    const body = { ...VALID.Employer, accountType: "Employer", otp: "AB12" };
    expect(registerActionSchema.safeParse(body).success).toBe(true);
    const without = Object.fromEntries(Object.entries(body).filter(([key]) => key !== "consent"));
    expect(registerActionSchema.safeParse(without).error?.issues.map((i) => [i.path[0], i.message])).toEqual([["consent", CONSENT_MESSAGE]]);
  });
});

describe("the code as typed", () => {
  it("ignores case, spaces and dashes and maps Crockford look-alikes", () => {
    expect(normaliseOtp("ab-cd")).toBe("ABCD");
    expect(normaliseOtp("o i l 9")).toBe("0119");
    expect(normaliseOtp("Q7XZ")).toBe("Q7XZ");
  });
});

describe("login rules", () => {
  it("needs an account type, a valid e-mail and a password", () => {
    expect(loginSchema.safeParse({ accountType: "Candidate", email: "a@b.co", password: "x" }).success).toBe(true);
    const empty = loginSchema.safeParse({ accountType: "Candidate", email: "", password: "" });
    expect(empty.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["email", "Email is required"],
      ["password", "Password is required"],
    ]);
    expect(loginSchema.safeParse({ accountType: "Candidate", email: "nope", password: "x" }).error?.issues[0].message).toBe(EMAIL_MESSAGE);
    expect(loginSchema.safeParse({ accountType: "Boss", email: "a@b.co", password: "x" }).success).toBe(false);
  });
});
