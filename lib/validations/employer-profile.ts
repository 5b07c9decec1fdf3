import { z } from "zod";
import "zod-openapi";
import { mobileText, requiredText, websiteText } from "@/lib/validations/common";
import { otpField } from "@/lib/validations/auth";

/**
 * The employer's company profile (spec section 5 'Employer profile': all required, values trimmed).
 * Shared by /employer/profile, its server action and POST employer/update-profile.
 * `email` is the login e-mail: a new one is only applied once a code mailed to it confirms it
 * (docs/decisions/0010).
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
  about: requiredText("About section is required", 5000),
});

export type EmployerProfileInput = z.input<typeof employerProfileSchema>;
export type EmployerProfileData = z.output<typeof employerProfileSchema>;

/** Body of POST employer/confirm-email: the 4-character code mailed to the new login e-mail. */
export const confirmEmailSchema = z.object({ otp: otpField });

export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;
export type ConfirmEmailData = z.output<typeof confirmEmailSchema>;
