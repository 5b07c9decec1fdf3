// What /login and /signup read from their address (decisions.md section 19): a bad value is dropped,
// and `next` is only ever a same-site path, whatever trick the link tries (open-redirect test).
import { describe, expect, it } from "vitest";
import { loginAfterSignupPath, loginPageAccountType, pageAccountType, readLoginPageParams, readSignupPageParams } from "@/lib/accounts/schemas/auth-page";

const OFF_SITE = [
  "https://evil.example",
  "http://evil.example/jobs/1",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "javascript:alert(1)",
  "evil.example",
  " //evil.example",
  "%2F%2Fevil.example",
];

describe("readLoginPageParams", () => {
  it("reads the e-mail, the account type and a same-site next", () => {
    expect(readLoginPageParams({ email: " Asha@Example.com ", type: "employer", next: "/jobs/abc?from=search" })).toEqual({
      email: "asha@example.com",
      type: "Employer",
      next: "/jobs/abc?from=search",
    });
  });

  it.each(OFF_SITE)("never reads %j as next (the default is used instead)", (next) => {
    expect(readLoginPageParams({ next }).next).toBeUndefined();
  });

  it("drops each bad value on its own and keeps the rest; a repeated key keeps the first", () => {
    expect(readLoginPageParams({ email: "not-an-email", type: "Admin", next: ["/jobs/1", "https://evil.example"] })).toEqual({
      email: undefined,
      type: undefined,
      next: "/jobs/1",
    });
    expect(readLoginPageParams({})).toEqual({ email: undefined, type: undefined, next: undefined });
  });
});

describe("the login page's staff types (decisions.md section 15)", () => {
  it.each([
    ["trainer", "Trainer"],
    ["RECRUITER", "Recruiter"],
    ["employer", "Employer"],
    ["Admin", undefined],
    ["desk", undefined],
  ])("/login?type=%s chooses %s", (type, expected) => {
    expect(readLoginPageParams({ type }).type).toBe(expected);
    expect(loginPageAccountType(type)).toBe(expected);
  });
});

describe("readSignupPageParams", () => {
  it.each([
    ["Employer", "Employer"],
    ["university", "University"],
    ["CANDIDATE", "Candidate"],
    ["Admin", undefined],
    ["Recruiter", undefined],
    ["trainer", undefined],
    ["", undefined],
  ])("?type=%s chooses %s", (type, expected) => {
    expect(readSignupPageParams({ type }).type).toBe(expected);
    expect(pageAccountType(type)).toBe(expected);
  });

  it.each(OFF_SITE)("never keeps %j as next", (next) => {
    expect(readSignupPageParams({ type: "Employer", next })).toEqual({ type: "Employer", next: undefined });
  });
});

describe("loginAfterSignupPath", () => {
  it("fills the e-mail, names a type other than the default, and carries next", () => {
    expect(loginAfterSignupPath("asha@example.com", "Candidate", "/jobs/abc")).toBe("/login?email=asha%40example.com&next=%2Fjobs%2Fabc");
    expect(loginAfterSignupPath("hr@acme.example", "Employer", undefined)).toBe("/login?email=hr%40acme.example&type=Employer");
  });

  it.each(OFF_SITE)("never carries %j, which the signup page's address reading drops", (next) => {
    const kept = readSignupPageParams({ next }).next;
    expect(loginAfterSignupPath("asha@example.com", "Candidate", kept)).toBe("/login?email=asha%40example.com");
  });
});
