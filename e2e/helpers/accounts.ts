// Account helpers for e2e specs (keep the API stable: other specs use it).
// Codes are read from the outbox file the test server writes mails to (MAIL_OUTBOX).
import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type APIRequestContext } from "@playwright/test";

export type AccountType = "Candidate" | "Employer" | "University";
export type SessionUser = { id: string; name: string; email: string; role: AccountType | "Admin" | "Trainer" | "Recruiter" };

type OutboxMail = { to: string; subject: string; text: string; html: string; sentAt: string };

function outboxPath(): string {
  const file = process.env.MAIL_OUTBOX;
  if (!file) throw new Error("MAIL_OUTBOX is not set (playwright.config.ts sets it for the test server)");
  return file;
}

/** Every mail sent to `email` so far, oldest first. */
export async function mailsTo(email: string): Promise<OutboxMail[]> {
  let content = "";
  try {
    content = await readFile(outboxPath(), "utf8");
  } catch {
    return [];
  }
  const wanted = email.trim().toLowerCase();
  return content
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail)
    .filter((mail) => mail.to.toLowerCase() === wanted);
}

/**
 * The code of the newest mail to `email`, waiting (up to `timeoutMs`) until one arrives. Pass
 * `after` (the number of mails to that address before the send) to wait for a NEW code.
 */
export async function readOtp(email: string, opts: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  for (;;) {
    const mails = await mailsTo(email);
    if (mails.length > (opts.after ?? 0)) {
      for (const mail of [...mails].reverse()) {
        const match = /Your verification code is ([0-9A-Z]{4})/.exec(mail.text);
        if (match) return match[1];
      }
    }
    if (Date.now() > deadline) throw new Error(`No verification code was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A fresh, unique e-mail address for a test account. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now()}-${randomInt(1_000_000)}@e2e.example`.toLowerCase();
}

/**
 * A random client address for the server's per-IP limits (it reads X-Forwarded-For as a reverse
 * proxy would set it), so the many accounts a test run creates do not share one signup quota.
 */
export function fakeClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${1 + randomInt(254)}`;
}

const ABOUT = "An end-to-end test organisation that hires skilled professionals and trains graduates across India.";

export type CreateAccountInput = {
  accountType: AccountType;
  email?: string;
  password?: string;
  mobile?: string;
  fullName?: string;
  orgName?: string;
  instituteName?: string;
  city?: string;
  state?: string;
  website?: string;
  about?: string;
};

export const DEFAULT_PASSWORD = "Secret@123";

/** Form fields of a valid signup for the type, with the given overrides. */
export function signupFields(input: CreateAccountInput): Record<string, string> {
  const stamp = `${Date.now()}-${randomInt(1000)}`;
  const email = input.email ?? uniqueEmail(input.accountType.toLowerCase());
  const common = { email, password: input.password ?? DEFAULT_PASSWORD, mobile: input.mobile ?? "9876543210" };
  if (input.accountType === "Candidate") return { ...common, fullName: input.fullName ?? `E2E Candidate ${stamp}` };
  const organisation = {
    ...common,
    city: input.city ?? "Pune",
    state: input.state ?? "Maharashtra",
    website: input.website ?? "https://e2e.example",
    about: input.about ?? ABOUT,
  };
  return input.accountType === "Employer"
    ? { ...organisation, orgName: input.orgName ?? `E2E Org ${stamp}` }
    : { ...organisation, instituteName: input.instituteName ?? `E2E Institute ${stamp}` };
}

/**
 * Creates an account through the API like the signup page does: send-otp, the code from the
 * outbox, then {type}/register with the consent ticked. New employers are `pending` (an admin approves them).
 */
export async function createAccount(
  request: APIRequestContext,
  input: CreateAccountInput,
): Promise<{ email: string; password: string; user: SessionUser }> {
  const fields = signupFields(input);
  const headers = { "x-forwarded-for": fakeClientIp() };
  const before = (await mailsTo(fields.email)).length;
  const sent = await request.post("/api/v1/auth/send-otp", { data: { email: fields.email }, headers });
  expect(sent.status(), await sent.text()).toBe(200);
  const otp = await readOtp(fields.email, { after: before });
  // consent: the signup checkbox's "I agree to the Privacy notice and the Terms of use" (required).
  const res = await request.post(`/api/v1/${input.accountType.toLowerCase()}/register`, { data: { ...fields, consent: true, otp }, headers });
  expect(res.status(), await res.text()).toBe(201);
  const body = (await res.json()) as { response: SessionUser };
  return { email: fields.email, password: fields.password, user: body.response };
}

/** Logs in through the API; the session cookie lands in the request context (a page's `page.request` shares it). */
export async function apiLogin(
  request: APIRequestContext,
  accountType: AccountType | "Admin" | "Trainer" | "Recruiter",
  email: string,
  password: string,
): Promise<SessionUser> {
  const res = await request.post(`/api/v1/${accountType.toLowerCase()}/login`, {
    data: { accountType, email, password },
    headers: { "x-forwarded-for": fakeClientIp() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { response: SessionUser }).response;
}
