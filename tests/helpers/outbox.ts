// The test outbox: tests/setup/integration.ts gives every test process a private outbox file
// (MAIL_DRIVER=outbox, MAIL_OUTBOX in a temporary folder) before anything imports the mailer.
import { readFileSync } from "node:fs";

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
};

/** Every mail this test process has sent, oldest first. */
export function allMails(): OutboxMail[] {
  let content = "";
  try {
    content = readFileSync(process.env.MAIL_OUTBOX!, "utf8");
  } catch {
    return [];
  }
  return content
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail);
}

/** The mails sent to `email`, oldest first. */
export function mailsTo(email: string): OutboxMail[] {
  return allMails().filter((mail) => mail.to === email);
}

export function mailCount(email: string): number {
  return mailsTo(email).length;
}

/** The newest signup code mailed to `email`. */
export function lastCode(email: string): string {
  for (const mail of mailsTo(email).reverse()) {
    const match = /Your verification code is ([0-9A-Z]{4})/.exec(mail.text);
    if (match) return match[1];
  }
  throw new Error(`no code mailed to ${email}`);
}

/** A different valid code (for "wrong code" tests). */
export function wrongCode(code: string): string {
  return code === "2222" ? "3333" : "2222";
}
