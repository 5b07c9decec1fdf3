import { z } from "zod";

// Signup and login forms (spec section 5). One schema per account type, shared by the page,
// the server actions and the API operations, so all three report the same messages.

export const REQUIRED = "This field is required";
export const EMAIL_MESSAGE = "Please enter a valid email address";
export const PASSWORD_MESSAGE =
  "Password must contain at least 8 characters, one uppercase, one lowercase, one number and one special character";
export const MOBILE_MESSAGE = "Please enter a valid 10-digit mobile number";
export const WEBSITE_MESSAGE = "Please enter a valid website URL";
export const ABOUT_MESSAGE = "Please enter at least 50 characters";
export const OTP_REQUIRED = "Please enter the OTP";
export const OTP_INVALID = "Invalid OTP";

export const SIGNUP_ACCOUNT_TYPES = ["Candidate", "Employer", "University"] as const;
export type SignupAccountType = (typeof SIGNUP_ACCOUNT_TYPES)[number];
export const accountTypeSchema = z.enum(SIGNUP_ACCOUNT_TYPES);

// Only these characters, at least one of each class, 8 or more (the spec's rule, word for word).
const PASSWORD_RE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,128}$/;
// Scheme optional, a dotted host name, then an optional port and path.
const WEBSITE_RE = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?([/?#]\S*)?$/i;

const requiredText = (max: number) =>
  z.string(REQUIRED).trim().min(1, REQUIRED).max(max, `Please keep this under ${max} characters`);

export const emailField = z
  .string(EMAIL_MESSAGE)
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));

export const passwordField = z.string(PASSWORD_MESSAGE).regex(PASSWORD_RE, PASSWORD_MESSAGE);

export const mobileField = z.string(MOBILE_MESSAGE).trim().regex(/^\d{10}$/, MOBILE_MESSAGE);

export const websiteField = z
  .string(WEBSITE_MESSAGE)
  .trim()
  .max(2048, WEBSITE_MESSAGE)
  .refine((v) => v === "" || WEBSITE_RE.test(v), WEBSITE_MESSAGE)
  .optional();

export const aboutField = z
  .string(ABOUT_MESSAGE)
  .trim()
  .min(50, ABOUT_MESSAGE)
  .max(5000, "Please keep this under 5000 characters");

export const candidateSignupSchema = z.object({
  fullName: requiredText(100),
  email: emailField,
  password: passwordField,
  mobile: mobileField,
});

const organisationFields = {
  city: requiredText(100),
  state: requiredText(100),
  mobile: mobileField,
  website: websiteField,
  about: aboutField,
  email: emailField,
  password: passwordField,
};

export const employerSignupSchema = z.object({ orgName: requiredText(150), ...organisationFields });

export const universitySignupSchema = z.object({ instituteName: requiredText(150), ...organisationFields });

export const signupSchemas = {
  Candidate: candidateSignupSchema,
  Employer: employerSignupSchema,
  University: universitySignupSchema,
} as const;

export type CandidateSignup = z.output<typeof candidateSignupSchema>;
export type EmployerSignup = z.output<typeof employerSignupSchema>;
export type UniversitySignup = z.output<typeof universitySignupSchema>;
export type SignupData = CandidateSignup | EmployerSignup | UniversitySignup;

/** Every field the signup page can show, per account type, in display order. */
export const SIGNUP_FIELDS = {
  Candidate: ["fullName", "email", "password", "mobile"],
  Employer: ["orgName", "city", "state", "mobile", "website", "about", "email", "password"],
  University: ["instituteName", "city", "state", "mobile", "website", "about", "email", "password"],
} as const satisfies Record<SignupAccountType, readonly string[]>;

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

/** The register call: the type's fields plus the code. The role comes from the path. */
export const registerSchemas = {
  Candidate: candidateSignupSchema.extend({ otp: otpField, accountType: z.string().optional() }),
  Employer: employerSignupSchema.extend({ otp: otpField, accountType: z.string().optional() }),
  University: universitySignupSchema.extend({ otp: otpField, accountType: z.string().optional() }),
} as const;

export const sendOtpSchema = z.object({
  email: emailField,
  // Optional: when the page says which account is being created, an existing one is reported
  // before a code is mailed. The API call of the spec sends only the e-mail.
  accountType: accountTypeSchema.optional(),
});

export const LOGIN_ACCOUNT_TYPES = ["Candidate", "Employer", "University", "Admin"] as const;

export const loginSchema = z.object({
  accountType: z.enum(LOGIN_ACCOUNT_TYPES, "Please select an account type"),
  email: z.string("Email is required").trim().min(1, "Email is required").pipe(emailField),
  password: z.string("Password is required").min(1, "Password is required").max(256, "Invalid email or password"),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/** The login call's body; the account type in it is ignored (the path names the role). */
export const loginBodySchema = loginSchema.omit({ accountType: true }).extend({ accountType: z.string().optional() });
