import { ApiError, tooManyRequests } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/email";
import { contactMail } from "@/lib/contact/mails";
import { getEnv } from "@/lib/env";
import { hit } from "@/lib/security/rate-limit";
import type { ContactData } from "@/lib/contact/schemas";

export const CONTACT_PER_IP_PER_HOUR = 5;
export const CONTACT_SEND_FAILED = "Sorry, we could not send your message. Please try again later.";

/**
 * Stores a contact form message and mails it to the company inbox (decisions.md section 2).
 * 5 messages per address an hour, then 429 RATE_LIMITED with Retry-After. The message is stored
 * first: admins see it even when the mail fails, so a mail failure is logged, not reported.
 */
export async function submitContact(input: ContactData, ip: string): Promise<null> {
  const limit = await hit({ key: `contact:${ip}`, limit: CONTACT_PER_IP_PER_HOUR, windowMs: 3_600_000 });
  if (!limit.ok) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    throw tooManyRequests(
      `You have sent several messages already. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      limit.retryAfterSeconds,
    );
  }

  try {
    await db.contactMessage.create({ data: { ...input, ip } });
  } catch (error) {
    console.error("contact: could not store message", error);
    throw new ApiError(503, CONTACT_SEND_FAILED);
  }

  try {
    await sendMail(contactMail(getEnv().CONTACT_INBOX, input));
  } catch (error) {
    console.error("contact: message stored but the inbox e-mail failed", error);
  }
  return null;
}
