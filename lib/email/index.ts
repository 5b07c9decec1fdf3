import { appendFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { getEnv } from "@/lib/env";

/** A file sent with a mail (decisions.md section 9: outbox lines carry them as base64). */
export type MailAttachment = { filename: string; contentType: string; content: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** `content` is base64; written to the outbox line and passed to Resend as is. */
  attachments?: MailAttachment[];
  headers?: Record<string, string>;
};

export class MailError extends Error {}

/**
 * Sends a mail through Resend when RESEND_API_KEY is set; otherwise appends it as one JSON line to
 * the outbox file (decisions.md section 6), which development and the e2e tests read.
 */
export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (env.mailDriver === "resend" && env.RESEND_API_KEY) {
    const { Resend } = await import("resend");
    const resend = new Resend(env.RESEND_API_KEY);
    const { error } = await resend.emails.send({ from: env.MAIL_FROM, ...mail });
    if (error) throw new MailError(`Mail provider refused the message: ${error.name}`);
    return;
  }
  const line = JSON.stringify({ ...mail, sentAt: new Date().toISOString() });
  try {
    await mkdir(path.dirname(env.mailOutbox), { recursive: true });
    await appendFile(env.mailOutbox, `${line}\n`, "utf8");
  } catch (error) {
    throw new MailError(`Could not write the outbox: ${(error as Error).message}`);
  }
  if (env.NODE_ENV === "development") console.info(`[mail] to=${mail.to} subject="${mail.subject}"\n${mail.text}`);
}
