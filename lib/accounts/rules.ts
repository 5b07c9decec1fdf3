// Browser-safe rules of accounts. The password rules are the spec's one rule (passwordField's pattern in
// schemas/auth.ts) split into the parts a person can tick off while typing (decisions.md section 19);
// rules.test.ts proves that meeting every part is exactly what the pattern accepts.

import type { Role } from "@/lib/auth/types";
import { safeNextPath } from "@/lib/site/next-path";

export type PasswordRule = { id: string; label: string; test: (password: string) => boolean };

/** The special characters the rule allows (and requires one of). */
export const PASSWORD_SPECIALS = "@$!%*?&";

export const PASSWORD_RULES: readonly PasswordRule[] = [
  // 128 is the pattern's upper bound: far above anything typed, so the label does not mention it.
  { id: "length", label: "At least 8 characters", test: (p) => p.length >= 8 && p.length <= 128 },
  { id: "upper", label: "One uppercase letter (A-Z)", test: (p) => /[A-Z]/.test(p) },
  { id: "lower", label: "One lowercase letter (a-z)", test: (p) => /[a-z]/.test(p) },
  { id: "number", label: "One number (0-9)", test: (p) => /\d/.test(p) },
  { id: "special", label: `One special character: ${PASSWORD_SPECIALS.split("").join(" ")}`, test: (p) => /[@$!%*?&]/.test(p) },
  // Met only once something is typed: an empty field has not yet shown it keeps to the allowed characters.
  { id: "allowed", label: "No spaces or other symbols", test: (p) => /^[A-Za-z\d@$!%*?&]+$/.test(p) },
];

/** Each rule with whether `password` meets it, in display order. */
export function passwordRuleStates(password: string): { rule: PasswordRule; met: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
}

/**
 * The company's own staff (decisions.md section 15): an admin creates their accounts; they never sign
 * up, and they log in at /login with their account type.
 */
export const STAFF_ROLES = ["Trainer", "Recruiter"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long a new staff account's set-password link works (a reset link works 30 minutes). */
export const STAFF_LINK_DAYS = 7;

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

// The account types and the signup fields live here, not beside the schemas (schemas/auth.ts, which
// re-exports them): the login and signup forms read them at first render, and importing the schemas'
// module would put zod in those pages' first load (the forms load zod when first used).

export const SIGNUP_ACCOUNT_TYPES = ["Candidate", "Employer", "University"] as const;
export type SignupAccountType = (typeof SIGNUP_ACCOUNT_TYPES)[number];

/**
 * The account types the login and forgot-password pages offer: the spec's three first, then the
 * company's staff (decisions.md section 15), who log in here but never sign up. Admin has its own page.
 */
export const LOGIN_PAGE_ACCOUNT_TYPES = [...SIGNUP_ACCOUNT_TYPES, ...STAFF_ROLES] as const;
export type LoginPageAccountType = (typeof LOGIN_PAGE_ACCOUNT_TYPES)[number];

/** Every field the signup page can show, per account type, in display order. */
export const SIGNUP_FIELDS = {
  Candidate: ["fullName", "email", "password", "mobile"],
  Employer: ["orgName", "city", "state", "mobile", "website", "about", "email", "password"],
  University: ["instituteName", "city", "state", "mobile", "website", "about", "email", "password"],
} as const satisfies Record<SignupAccountType, readonly string[]>;

/**
 * Where signup sends a person once the code is verified: the login form with the e-mail filled in,
 * the account type when it is not the default, and the `next` they came with.
 */
export function loginAfterSignupPath(email: string, type: SignupAccountType, next: unknown): string {
  const query = new URLSearchParams({ email });
  if (type !== "Candidate") query.set("type", type);
  const safe = safeNextPath(next);
  if (safe) query.set("next", safe);
  return `/login?${query.toString()}`;
}

/**
 * Where login leads when no `next` is asked for: the console for an admin, a trainer's batches, a
 * recruiter's desk; the others start at home.
 */
const HOME_PATHS: Record<Role, string> = {
  Candidate: "/",
  Employer: "/",
  University: "/",
  Admin: "/admin",
  Trainer: "/trainer",
  Recruiter: "/desk",
};

export const homePathFor = (role: Role): string => HOME_PATHS[role];

/** The login page of an account type, its type chosen (after a password reset: "Log in"). */
export function loginPathFor(role: Role): string {
  if (role === "Admin") return "/admin/login";
  return role === "Candidate" ? "/login" : `/login?type=${role.toLowerCase()}`;
}
