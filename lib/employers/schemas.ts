import { z } from "zod";
import "zod-openapi";
import { mobileText, requiredMultilineText, requiredText, websiteText } from "@/lib/validations/common";
import { otpField } from "@/lib/accounts/schemas/auth";
import { isValidGstin, normaliseGstin } from "@/lib/employers/rules/gstin";

export const GSTIN_MESSAGE = "Enter a valid 15-character GSTIN";

/**
 * The optional GSTIN (docs/decisions/0021): trimmed and upper-cased, then its form and check character
 * are checked. Blank or null clears it; absent (an API client that does not know the field) keeps it.
 */
export const gstinField = z
  .string({ error: GSTIN_MESSAGE })
  .max(64, GSTIN_MESSAGE)
  .nullable()
  .optional()
  .transform((value) => (typeof value === "string" ? normaliseGstin(value) || null : value))
  .refine((value) => value == null || isValidGstin(value), GSTIN_MESSAGE)
  .meta({ description: "Optional GSTIN (15 characters, e.g. 27AAPFU0939F1ZV); blank or null removes it, absent keeps it." });

/**
 * The employer's company profile (spec section 5 'Employer profile': all required, values trimmed).
 * Shared by /employer/profile, its server action and POST employer/update-profile.
 * `email` is the login e-mail: a new one is only applied once a code mailed to it confirms it
 * (docs/decisions/0010). `gstin` is optional (docs/decisions/0021).
 */
export const employerProfileSchema = z.object({
  orgName: requiredText("Organization name is required", 120),
  email: requiredText("Email is required", 254)
    .pipe(z.email("Invalid email format"))
    .transform((value) => value.toLowerCase()),
  mobile: requiredText("Mobile number is required", 20).pipe(mobileText("Mobile number must be 10 digits")),
  website: requiredText("Website is required", 200).pipe(websiteText("Invalid website URL")),
  city: requiredText("City is required", 100),
  state: requiredText("State is required", 100),
  about: requiredMultilineText("About section is required", 5000),
  gstin: gstinField,
});

export type EmployerProfileInput = z.input<typeof employerProfileSchema>;
export type EmployerProfileData = z.output<typeof employerProfileSchema>;

/** Body of POST employer/confirm-email: the 4-character code mailed to the new login e-mail. */
export const confirmEmailSchema = z.object({ otp: otpField });

export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
export type ConfirmEmailData = z.output<typeof confirmEmailSchema>;
