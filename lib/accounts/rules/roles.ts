// Browser-safe rules of who logs in where: the company's staff, the account types the login page
// offers, and where each role lands. Apart from ./signup.ts, whose password rules and signup fields the
// signup page carries: a visitor's form brings every module it imports whole (decision 0037).

import type { Role } from "@/lib/auth/types";
import { SIGNUP_ACCOUNT_TYPES } from "@/lib/accounts/rules/signup";

/**
 * The company's own staff (decisions.md sections 15 and 21): an admin creates their accounts; they never
 * sign up, and they log in at /login with their account type.
 */
export const STAFF_ROLES = ["Trainer", "Recruiter", "Finance"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long a new staff account's set-password link works (a reset link works 30 minutes). */
export const STAFF_LINK_DAYS = 7;

export const isStaffRole = (role: string): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role);

/**
 * The account types the login and forgot-password pages offer: the spec's three first, then the
 * company's staff (decisions.md section 15), who log in here but never sign up. Admin has its own page.
 */
export const LOGIN_PAGE_ACCOUNT_TYPES = [...SIGNUP_ACCOUNT_TYPES, ...STAFF_ROLES] as const;
export type LoginPageAccountType = (typeof LOGIN_PAGE_ACCOUNT_TYPES)[number];

/**
 * Where login leads when no `next` is asked for: the console for an admin, a trainer's batches, a
 * recruiter's desk, Finance's invoices; the others start at home.
 */
const HOME_PATHS: Record<Role, string> = {
  Candidate: "/",
  Employer: "/",
  University: "/",
  Admin: "/admin",
  Trainer: "/trainer",
  Recruiter: "/desk",
  Finance: "/finance",
};

export const homePathFor = (role: Role): string => HOME_PATHS[role];

/** The login page of an account type, its type chosen (after a password reset: "Log in"). */
export function loginPathFor(role: Role): string {
  if (role === "Admin") return "/admin/login";
  return role === "Candidate" ? "/login" : `/login?type=${role.toLowerCase()}`;
}
