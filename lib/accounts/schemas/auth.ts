import { z } from "zod";
import { Role } from "@/lib/generated/prisma/enums";
import { blankToUndefined, mobileText, requiredText, websiteText } from "@/lib/validations/common";
import { PASSWORD_SPECIALS_TEXT, SIGNUP_ACCOUNT_TYPES, SIGNUP_FIELDS, type SignupAccountType } from "@/lib/accounts/rules/signup";
import { LOGIN_PAGE_ACCOUNT_TYPES, type LoginPageAccountType } from "@/lib/accounts/rules/roles";

// Signup and login forms (spec section 5). One schema per account type, shared by the page,
// the server actions and the API operations, so all three report the same messages.

export const REQUIRED = "This field is required";
export const EMAIL_MESSAGE = "Please enter a valid email address";
// The spec's message, naming the special characters the rule accepts (the only ones allowed) as the
// form's checklist does (rules/signup.ts): "one special character" alone left people guessing (issue 43).
export const PASSWORD_MESSAGE = `Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character: ${PASSWORD_SPECIALS_TEXT} (no spaces or other symbols)`;
export const MOBILE_MESSAGE = "Please enter a valid 10-digit mobile number";
export const WEBSITE_MESSAGE = "Please enter a valid website URL";
export const ABOUT_MESSAGE = "Please enter at least 50 characters";
export const OTP_REQUIRED = "Please enter the OTP";
export const OTP_INVALID = "Invalid OTP";
export const CONSENT_MESSAGE = "Please accept the privacy notice to create an account.";

export { LOGIN_PAGE_ACCOUNT_TYPES, SIGNUP_ACCOUNT_TYPES, SIGNUP_FIELDS };
export type { LoginPageAccountType, SignupAccountType };
export const accountTypeSchema = z.enum(SIGNUP_ACCOUNT_TYPES);

// Only these characters, at least one of each class, 8 or more (the spec's rule, word for word).
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,128}$/;

export const emailField = z
  .string(EMAIL_MESSAGE)
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

export const passwordField = z.string(PASSWORD_MESSAGE).regex(PASSWORD_RE, PASSWORD_MESSAGE);

export const mobileField = mobileText(MOBILE_MESSAGE);

/** Optional: blank counts as absent (stored as no website). */
export const websiteField = z.preprocess(blankToUndefined, websiteText(WEBSITE_MESSAGE).optional());

export const aboutField = z
  .string(ABOUT_MESSAGE)
  .trim()
  .min(50, ABOUT_MESSAGE)
  .max(5000, "Please keep this under 5000 characters");

/**
 * The signup checkbox (decisions.md section 12): exactly `true`, so a missing, false or "on" value is
 * a 400. Part of every signup schema, so the page checks it too and the register calls require it.
 */
export const consentField = z.literal(true, CONSENT_MESSAGE);

export const candidateSignupSchema = z.object({
  fullName: requiredText(REQUIRED, 100),
  email: emailField,
  password: passwordField,
  mobile: mobileField,
  consent: consentField,
});

const organisationFields = {
  city: requiredText(REQUIRED, 100),
  state: requiredText(REQUIRED, 100),
  mobile: mobileField,
  website: websiteField,
  about: aboutField,
  email: emailField,
  password: passwordField,
  consent: consentField,
};

export const employerSignupSchema = z.object({ orgName: requiredText(REQUIRED, 150), ...organisationFields });

export const universitySignupSchema = z.object({ instituteName: requiredText(REQUIRED, 150), ...organisationFields });

export const signupSchemas = {
  Candidate: candidateSignupSchema,
  Employer: employerSignupSchema,
  University: universitySignupSchema,
} as const;

export type CandidateSignup = z.output<typeof candidateSignupSchema>;
export type EmployerSignup = z.output<typeof employerSignupSchema>;
export type UniversitySignup = z.output<typeof universitySignupSchema>;
export type SignupData = CandidateSignup | EmployerSignup | UniversitySignup;

/**
 * The code as typed: any case, spaces or a dash ignored, and the Crockford look-alikes
 * (O for 0, I and L for 1) accepted, since people copy codes by eye.
 */
export function normaliseOtp(value: string): string {
  return value
    .toUpperCase()
    .replace(/[\s-]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}

export const OTP_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

export const otpField = z
  .string(OTP_REQUIRED)
  .trim()
  .min(1, OTP_REQUIRED)
  .transform(normaliseOtp)
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{4}$/, OTP_INVALID));

/**
 * The register calls of the API: the type's fields plus the code. The role comes from the path;
 * an `accountType` in the body is accepted and ignored.
 */
export const registerSchemas = {
  Candidate: candidateSignupSchema.extend({ otp: otpField, accountType: z.string().optional() }),
  Employer: employerSignupSchema.extend({ otp: otpField, accountType: z.string().optional() }),
  University: universitySignupSchema.extend({ otp: otpField, accountType: z.string().optional() }),
} as const;

/** The signup page's register action: one body, told apart by `accountType`. */
export const registerActionSchema = z.discriminatedUnion(
  "accountType",
  [
    candidateSignupSchema.extend({ accountType: z.literal("Candidate"), otp: otpField }),
    employerSignupSchema.extend({ accountType: z.literal("Employer"), otp: otpField }),
    universitySignupSchema.extend({ accountType: z.literal("University"), otp: otpField }),
  ],
  { error: "Please select an account type" },
);

/** What `registerAccount` takes: parsed fields, the code and the role, once. */
export type RegisterData = z.output<typeof registerActionSchema>;

export const sendOtpSchema = z.object({
  email: emailField,
  // Optional: when the page says which account is being created and it exists already, the
  // answer is the same, but the owner gets a notice instead of a code (decisions/0006).
  accountType: accountTypeSchema.optional(),
});

export const LOGIN_ACCOUNT_TYPES = Object.values(Role);

export const loginSchema = z.object({
  accountType: z.enum(LOGIN_ACCOUNT_TYPES, "Please select an account type"),
  email: z.string("Email is required").trim().min(1, "Email is required").pipe(emailField),
  password: z.string("Password is required").min(1, "Password is required").max(256, "Invalid email or password"),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/** The login call's body; the account type in it is ignored (the path names the role). */
export const loginBodySchema = loginSchema.omit({ accountType: true }).extend({ accountType: z.string().optional() });
