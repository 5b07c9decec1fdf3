import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { userSchema } from "@/lib/api/schemas";
import type { Role } from "@/lib/auth/types";
import { Role as RoleEnum } from "@/lib/generated/prisma/enums";
import { forgotPasswordSchema, resetPasswordSchema } from "@/lib/accounts/schemas/password";
import { isStaffRole } from "@/lib/accounts/rules/roles";
import { loginBodySchema, registerSchemas, sendOtpSchema, type SignupAccountType } from "@/lib/accounts/schemas/auth";

export const verifyToken = defineOperation({
  id: "verifyToken",
  method: "GET",
  path: "/auth/verify-token",
  summary: "The logged-in user, re-read from the database",
  tag: "Auth",
  auth: "optional",
  response: userSchema,
  errors: [401],
});

export const logout = defineOperation({
  id: "logout",
  method: "DELETE",
  path: "/auth/logout",
  summary: "End the session (server-side: a saved copy of the cookie stops working)",
  tag: "Auth",
  auth: "public",
  response: z.null(),
});

export const sendOtp = defineOperation({
  id: "sendOtp",
  method: "POST",
  path: "/auth/send-otp",
  summary:
    "Mail a 4-character signup code (valid 10 minutes; voids older codes). With accountType, an existing account gets a notice instead, and the same answer",
  tag: "Auth",
  auth: "public",
  body: sendOtpSchema,
  response: z.null(),
  errors: [400, 429, 503],
});

// Generic, so each operation's body is its own role's schema (not the union of the three).
function registerOperation<R extends SignupAccountType>(role: R) {
  const segment = role.toLowerCase();
  return defineOperation({
    id: `${segment}Register`,
    method: "POST",
    path: `/${segment}/register`,
    summary: `Create a ${role} account with the e-mailed code`,
    tag: "Auth",
    auth: "public",
    body: registerSchemas[role],
    response: userSchema,
    successStatus: 201,
    errors: [400, 409],
  });
}

export const candidateRegister = registerOperation("Candidate");
export const employerRegister = registerOperation("Employer");
export const universityRegister = registerOperation("University");

function loginOperation(role: Role) {
  const segment = role.toLowerCase();
  return defineOperation({
    id: `${segment}Login`,
    method: "POST",
    path: `/${segment}/login`,
    summary: `Log in as ${role === "Admin" ? "an" : "a"} ${role}; sets the session cookie`,
    tag: "Auth",
    auth: "public",
    body: loginBodySchema,
    response: userSchema,
    // 403 DELETION_PENDING: the right password for an account whose deletion was requested (never an
    // admin's or a staff member's: they do not delete their own accounts).
    errors: role === "Admin" || isStaffRole(role) ? [400, 401, 429] : [400, 401, 403, "DELETION_PENDING", 429],
  });
}

export const candidateLogin = loginOperation("Candidate");
export const employerLogin = loginOperation("Employer");
export const universityLogin = loginOperation("University");
export const adminLogin = loginOperation("Admin");
// The company's staff, whose accounts an admin creates (decisions.md section 15).
export const trainerLogin = loginOperation("Trainer");
export const recruiterLogin = loginOperation("Recruiter");
// The company's accountants (decisions.md section 21).
export const financeLogin = loginOperation("Finance");

export const forgotPassword = defineOperation({
  id: "forgotPassword",
  method: "POST",
  path: "/auth/forgot-password",
  summary:
    "Mail a password reset link (single use, valid 30 minutes) to the account of this e-mail and type. The same answer whether or not the account exists",
  tag: "Auth",
  auth: "public",
  body: forgotPasswordSchema,
  response: z.null(),
  errors: [400, 429],
});

export const resetPassword = defineOperation({
  id: "resetPassword",
  method: "POST",
  path: "/auth/reset-password",
  summary: "Set a new password with the mailed link's token; spends the link and ends every session of the account",
  tag: "Auth",
  auth: "public",
  body: resetPasswordSchema,
  response: z.object({ role: z.enum(RoleEnum).meta({ description: "The account's type: which login page to use next" }) }),
  errors: [400, "INVALID_TOKEN"],
});
