import { z } from "zod";
import "zod-openapi";

// Missing, null (wrong type) or blank values all get the field's "required" message.
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);

// Optional http(s) scheme, a domain with a dot and an optional path (spec section 5 'Employer profile').
const WEBSITE_PATTERN = /^(https?:\/\/)?([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:\d{1,5})?(\/[^\s]*)?$/i;

/**
 * The employer's company profile (spec section 5 'Employer profile': all required, values trimmed).
 * Shared by /employer/profile, its server action and POST employer/update-profile.
 * `email` is the account's login e-mail.
 */
export const employerProfileSchema = z.object({
  orgName: requiredText("Organization name is required", 120),
  email: requiredText("Email is required", 254)
    .pipe(z.email("Invalid email format"))
    .transform((value) => value.toLowerCase()),
  mobile: requiredText("Mobile number is required", 20).pipe(
    z.string().regex(/^\d{10}$/, "Mobile number must be 10 digits"),
  ),
  website: requiredText("Website is required", 200).pipe(z.string().regex(WEBSITE_PATTERN, "Invalid website URL")),
  city: requiredText("City is required", 100),
  state: requiredText("State is required", 100),
  about: requiredText("About section is required", 5000),
});

export type EmployerProfileInput = z.input<typeof employerProfileSchema>;
export type EmployerProfileData = z.output<typeof employerProfileSchema>;

export const EMPLOYER_STATUSES = ["pending", "approved", "rejected"] as const;

/** GET employer/get-profile and the answer of POST employer/update-profile. */
export const employerProfileResponseSchema = z
  .object({
    orgName: z.string(),
    city: z.string(),
    state: z.string(),
    mobile: z.string(),
    email: z.string(),
    website: z.string(),
    about: z.string(),
    status: z.enum(EMPLOYER_STATUSES),
  })
  .meta({ id: "EmployerProfile" });

export type EmployerProfile = z.infer<typeof employerProfileResponseSchema>;
