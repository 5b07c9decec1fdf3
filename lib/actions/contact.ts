"use server";

import { headers } from "next/headers";
import { db } from "@/lib/db";
import { sendMail } from "@/lib/email";
import { escapeHtml, mailLayout } from "@/lib/email/layout";
import { getEnv } from "@/lib/env";
import { hit } from "@/lib/security/rate-limit";
import { clientIp } from "@/lib/security/client-ip";
import { contactSchema, type ContactData } from "@/lib/validations/contact";
import { COMPANY } from "@/lib/site/company";

export type ContactResult =
  | { ok: true }
  | { ok: false; message: string; errors?: Partial<Record<keyof ContactData, string>> };

export async function submitContactMessage(input: unknown): Promise<ContactResult> {
  // Server actions are public endpoints: never trust the client's validation.
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Partial<Record<keyof ContactData, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ContactData | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
    return { ok: false, message: "Please fix the errors in the form", errors };
  }

  const ip = clientIp(await headers());
  const limit = await hit({ key: `contact:${ip}`, limit: 5, windowMs: 3_600_000 });
  if (!limit.ok) {
    const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
    return {
      ok: false,
      message: `You have sent several messages already. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    };
  }

  const data = parsed.data;
  try {
    await db.contactMessage.create({ data: { ...data, ip } });
  } catch (error) {
    console.error("contact: could not store message", error);
    return { ok: false, message: "Sorry, we could not send your message. Please try again later." };
  }

  // The message is already stored and visible to admins, so a mail failure is logged, not shown.
  try {
    await sendMail({
      to: getEnv().CONTACT_INBOX, // defaults to inbox@talentbridge.example
      subject: `Website enquiry from ${data.name.replace(/\s+/g, " ")}`,
      text: mailText(data),
      html: mailHtml(data),
    });
  } catch (error) {
    console.error("contact: message stored but the inbox e-mail failed", error);
  }
  return { ok: true };
}

function mailText(d: ContactData): string {
  return [
    `New message from the ${COMPANY.name} contact form`,
    "",
    `Name: ${d.name}`,
    `Mobile: ${d.mobile}`,
    `Email: ${d.email}`,
    `Subject: ${d.subject}`,
  ].join("\n");
}

function mailHtml(d: ContactData): string {
  const rows = [
    ["Name", d.name],
    ["Mobile", d.mobile],
    ["Email", d.email],
    ["Subject", d.subject],
  ]
    .map(([k, v]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${k}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`)
    .join("");
  return mailLayout({ title: "New contact form message", bodyHtml: `<table role="presentation">${rows}</table>` });
}
