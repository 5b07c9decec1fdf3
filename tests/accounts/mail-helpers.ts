// Test helpers for the signup code: a private outbox file per test process, and a switch that
// makes sendMail fail. Import this module BEFORE the services (it sets the environment).
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-0123";
process.env.MAIL_DRIVER = "outbox";
delete process.env.RESEND_API_KEY;
process.env.MAIL_OUTBOX = path.join(mkdtempSync(path.join(tmpdir(), "otp-test-")), "outbox.jsonl");

/** The newest code mailed to `email`, read from the outbox. */
export function lastCode(email: string): string {
  let lines: string[] = [];
  try {
    lines = readFileSync(process.env.MAIL_OUTBOX!, "utf8").trim().split("\n");
  } catch {
    // no mail yet
  }
  for (const line of lines.reverse()) {
    if (!line) continue;
    const mail = JSON.parse(line) as { to: string; text: string };
    if (mail.to !== email) continue;
    const match = /Your verification code is ([0-9A-Z]{4})/.exec(mail.text);
    if (match) return match[1];
  }
  throw new Error(`no code mailed to ${email}`);
}

/** A different valid code (for "wrong code" tests). */
export function wrongCode(code: string): string {
  return code === "2222" ? "3333" : "2222";
}

export function mailCount(email: string): number {
  try {
    return readFileSync(process.env.MAIL_OUTBOX!, "utf8")
      .trim()
      .split("\n")
      .filter((line) => line && (JSON.parse(line) as { to: string }).to === email).length;
  } catch {
    return 0;
  }
}
