"use server";

import { headers } from "next/headers";
import { defineAction } from "@/lib/actions/define-action";
import { clientIp } from "@/lib/security/client-ip";
import { submitContact } from "@/lib/contact/service";
import { contactSchema } from "@/lib/contact/schemas";

/** The contact form (public): stored, mailed to the inbox, 5 an hour per address. */
export const submitContactMessage = defineAction(
  { access: "public", input: contactSchema, message: "Thank you! We will get back to you soon." },
  async (input) => submitContact(input, clientIp(await headers())),
);
