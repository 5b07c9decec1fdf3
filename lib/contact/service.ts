import { ApiError, tooManyRequests } from "@/lib/api/errors";
import type { ContactMessageJson } from "@/lib/contact/contract";
import type { SessionUser } from "@/lib/auth/types";
import { assertAdmin } from "@/lib/admin/service/access";
import { db } from "@/lib/db";
import { pageOf, type Paged } from "@/lib/db/paged";
import { sendMail } from "@/lib/email";
import { contactMail } from "@/lib/contact/mails";
import { getEnv } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hit } from "@/lib/security/rate-limit";
import type { ContactData } from "@/lib/contact/schemas";
import type { PageQuery } from "@/lib/moderation/schemas";

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

// The admin console's list of the messages (decisions.md section 5): one Prisma select and its mapper.

export const contactMessageSelect = {
  id: true,
  name: true,
  mobile: true,
  email: true,
  subject: true,
  createdAt: true,
} as const satisfies Prisma.ContactMessageSelect;

export function toContactMessage(row: Prisma.ContactMessageGetPayload<{ select: typeof contactMessageSelect }>): ContactMessageJson {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** Messages from the contact form, newest first, one page read in SQL. */
export async function listContactMessages(admin: SessionUser, query: PageQuery): Promise<Paged<ContactMessageJson>> {
  assertAdmin(admin);
  return pageOf(
    query,
    (page) => db.contactMessage.findMany({ select: contactMessageSelect, ...page }),
    () => db.contactMessage.count(),
    toContactMessage,
  );
}
