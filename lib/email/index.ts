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

// U+0000-U+001F and U+007F, in runs. Forms refuse them in single-line fields, but a value stored before
// that rule (or built from one) must still not end a header line and start another (issue 29).
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;

/** A header value on one line: each run of control characters (CR, LF, tab...) becomes one space. */
export function headerSafe(value: string): string {
  return value.replace(CONTROL_RUNS, " ").trim();
}

/** The mail with its subject, extra header values and attachment file names made header-safe. */
function withSafeHeaders(mail: Mail): Mail {
  const safe: Mail = { ...mail, subject: headerSafe(mail.subject) };
  if (mail.headers) safe.headers = Object.fromEntries(Object.entries(mail.headers).map(([name, value]) => [headerSafe(name), headerSafe(value)]));
  if (mail.attachments) safe.attachments = mail.attachments.map((file) => ({ ...file, filename: headerSafe(file.filename) }));
  return safe;
}

/**
 * Sends a mail through Resend when RESEND_API_KEY is set; otherwise appends it as one JSON line to
 * the outbox file (decisions.md section 6), which development and the e2e tests read. Either way the
 * subject and header values go out without control characters (`headerSafe`).
 */
export async function sendMail(unsafe: Mail): Promise<void> {
  const mail = withSafeHeaders(unsafe);
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
