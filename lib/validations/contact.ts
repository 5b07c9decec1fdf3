import { z } from "zod";

const REQUIRED = "This field is required";
const EMAIL = "Please enter a valid email address";
const MOBILE = "Please enter a valid 10-digit mobile number";

// Shared by the contact form (client) and the server action, so both report the same messages.
// An empty field says it is required (all four are); a filled one is then checked for its format.
// `abort` stops at the first failed check so each field reports one message.
export const contactSchema = z.object({
  name: z.string().trim().min(1, { message: REQUIRED, abort: true }).max(100, "Please keep the name under 100 characters"),
  mobile: z.string().trim().min(1, { message: REQUIRED, abort: true }).regex(/^\d{10}$/, MOBILE),
  email: z
    .string()
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .max(254, { message: EMAIL, abort: true })
    .pipe(z.email(EMAIL)),
  subject: z.string().trim().min(1, { message: REQUIRED, abort: true }).max(2000, "Please keep the subject under 2000 characters"),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
