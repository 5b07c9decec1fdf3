// The password checklist (decisions.md section 19) is the spec's rule split up: every rule met is
// exactly what passwordField accepts, so a full set of ticks never meets the spec's message on submit.
import { describe, expect, it } from "vitest";
import { PASSWORD_RULES, PASSWORD_SPECIALS, passwordRuleStates } from "@/lib/accounts/rules/signup";
import { homePathFor, isStaffRole, loginPathFor, STAFF_ROLES } from "@/lib/accounts/rules/roles";
import { PASSWORD_MESSAGE, passwordField } from "@/lib/accounts/schemas/auth";

const SAMPLES = [
  "",
  "a",
  "Secret@123",
  "aB3$aaaa",
  "Sh@rt1a",
  "lowercase@123",
  "UPPERCASE@123",
  "NoDigits@abc",
  "NoSpecial123",
  "Has Space@12",
  "Hash#Tag123",
  "Ünïcode@123",
  "Zz9!Zz9!",
  "Q*w1e2r3",
  `Aa1@${"x".repeat(124)}`,
  `Aa1@${"x".repeat(125)}`,
];

describe("password rules", () => {
  it.each(SAMPLES)("all rules met for %j exactly when the schema accepts it", (password) => {
    const allMet = passwordRuleStates(password).every((state) => state.met);
    expect(allMet).toBe(passwordField.safeParse(password).success);
  });

  it("nothing is met before typing; each rule is ticked on its own", () => {
    expect(passwordRuleStates("").map((state) => state.met)).toEqual(PASSWORD_RULES.map(() => false));
    const met = (password: string) => passwordRuleStates(password).filter((state) => state.met).map((state) => state.rule.id);
    expect(met("a")).toEqual(["lower", "allowed"]);
    expect(met("A1")).toEqual(["upper", "number", "allowed"]);
    expect(met("abcdefgh#")).toEqual(["length", "lower"]);
    expect(met("@")).toEqual(["special", "allowed"]);
  });
});

describe("the special characters", () => {
  // Every printable ASCII character that is not a letter or a digit, and a space.
  const SYMBOLS = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).filter((c) => !/[A-Za-z0-9]/.test(c));

  it("the rule accepts exactly the ones named, and the message and the checklist name each of them", () => {
    const accepted = SYMBOLS.filter((c) => passwordField.safeParse(`Abcdef1${c}`).success);
    expect(new Set(accepted)).toEqual(new Set(PASSWORD_SPECIALS));
    const listed = "@ $ ! % * ? &";
    expect(PASSWORD_MESSAGE).toBe(
      `Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character: ${listed} (no spaces or other symbols)`,
    );
    expect(PASSWORD_RULES.find((rule) => rule.id === "special")?.label).toBe(`One special character: ${listed}`);
  });
});

describe("staff roles and where each account goes (decisions.md section 15)", () => {
  it("lands each role on its home after login", () => {
    expect(homePathFor("Admin")).toBe("/admin");
    expect(homePathFor("Trainer")).toBe("/trainer");
    expect(homePathFor("Recruiter")).toBe("/desk");
    expect(homePathFor("Finance")).toBe("/finance");
    for (const role of ["Candidate", "Employer", "University"] as const) expect(homePathFor(role)).toBe("/");
  });

  it("sends each role to its login page with the type chosen", () => {
    expect(loginPathFor("Admin")).toBe("/admin/login");
    expect(loginPathFor("Candidate")).toBe("/login");
    expect(loginPathFor("Trainer")).toBe("/login?type=trainer");
    expect(loginPathFor("Recruiter")).toBe("/login?type=recruiter");
    expect(loginPathFor("Finance")).toBe("/login?type=finance");
  });

  it("knows the staff roles", () => {
    expect(STAFF_ROLES).toEqual(["Trainer", "Recruiter", "Finance"]);
    expect(isStaffRole("Trainer")).toBe(true);
    expect(isStaffRole("Admin")).toBe(false);
  });
});
