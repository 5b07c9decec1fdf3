// A private outbox file for this test process. Import BEFORE anything that sends mail.
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
process.env.MAIL_DRIVER = "outbox";
delete process.env.RESEND_API_KEY;
process.env.MAIL_OUTBOX = path.join(mkdtempSync(path.join(tmpdir(), "jobs-test-")), "outbox.jsonl");

export type OutboxMail = { to: string; subject: string; text: string; html: string };

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

export function mailsTo(email: string): OutboxMail[] {
  return allMails().filter((mail) => mail.to === email);
}
