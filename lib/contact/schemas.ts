import { z } from "zod";
import { mobileText, requiredMultilineText, requiredText } from "@/lib/validations/common";

const REQUIRED = "This field is required";
const EMAIL = "Please enter a valid email address";
const MOBILE = "Please enter a valid 10-digit mobile number";

// Shared by the contact form (client), the server action and the service, so all report the same
// messages. All four fields are required: an empty one says so, and `pipe` (or `abort`) checks the
// format of a filled one only, so each field reports one message.
export const contactSchema = z.object({
  name: requiredText(REQUIRED, 100),
  // Any length up to the cap gets the format message; the cap only stops absurd input early.
  mobile: requiredText(REQUIRED, 2048).pipe(mobileText(MOBILE)),
  email: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .max(254, { message: EMAIL, abort: true })
    .pipe(z.email(EMAIL)),
  // The message itself (a <textarea>, labelled Subject by the spec): it never becomes a mail subject.
  subject: requiredMultilineText(REQUIRED, 2000),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactData = z.output<typeof contactSchema>;
