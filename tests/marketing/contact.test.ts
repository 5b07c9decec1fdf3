// The contact form's server action (and its service): validation with the form's messages, storing the message,
// the one e-mail to the inbox (HTML-escaped), the per-IP hourly limit, and a mail failure that
// must not lose the message. next/headers is mocked so each test picks its X-Forwarded-For.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mail } from "@/tests/helpers/mail-outage";

// The inbox under test is the default one: drop any setting before lib/env is first read.
vi.hoisted(() => {
  delete process.env.CONTACT_INBOX;
  delete process.env.TRUST_PROXY_HOPS;
});

const request = vi.hoisted(() => ({ forwardedFor: null as string | null }));
vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.forwardedFor === null ? {} : { "x-forwarded-for": request.forwardedFor }),
}));

vi.mock("@/lib/email", async (importOriginal) => (await import("@/tests/helpers/mail-outage")).failingMail(importOriginal));

// tests/setup/integration.ts has set MAIL_DRIVER=outbox and a private MAIL_OUTBOX already.
const { allMails } = await import("../helpers/outbox");
const { db } = await import("@/lib/db");
const { submitContactMessage } = await import("@/lib/contact/actions");
const { submitContact } = await import("@/lib/contact/service");
const { ApiError } = await import("@/lib/api/errors");
const { CONTROL_CHARACTERS_MESSAGE } = await import("@/lib/validations/common");

const INBOX = "inbox@talentbridge.example";
const REQUIRED = "This field is required";
const SENT = { ok: true, data: null, message: "Thank you! We will get back to you soon." };
const invalid = (errors: Record<string, string>) => ({ ok: false, code: "VALIDATION", status: 400, message: Object.values(errors)[0], errors });


let ipCounter = 0;
/** A fresh single-entry X-Forwarded-For address, so each test has the limit to itself. */
function freshIp(): string {
  request.forwardedFor = `203.0.113.${++ipCounter}`;
  return request.forwardedFor;
}

let nameCounter = 0;
function validMessage(overrides: Record<string, string> = {}) {
  return {
    name: `Contact Tester ${++nameCounter}`,
    mobile: "9876543210",
    email: "asker@example.com",
    subject: "Do you hire freshers for data entry roles?",
    ...overrides,
  };
}

beforeEach(() => {
  mail.fail = false;
  freshIp();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("submitContactMessage: a valid message", () => {
  it("stores the trimmed message with the caller's IP and mails the inbox once, HTML-escaped", async () => {
    const ip = freshIp();
    const before = allMails().length;
    const name = "Asha <b>Rao</b> & Sons";
    const subject = "Need 5 <i>welders</i> & 2 fitters\nfrom next month";

    const result = await submitContactMessage({ name: `  ${name}  `, mobile: " 9123456780 ", email: " asha@example.com ", subject });
    expect(result).toEqual(SENT);

    const stored = await db.contactMessage.findMany({ where: { ip } });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name, mobile: "9123456780", email: "asha@example.com", subject, ip });

    const sent = allMails().slice(before);
    expect(sent).toHaveLength(1);
    const [message] = sent;
    expect(message.to).toBe(INBOX);
    expect(message.subject).toBe(`Website enquiry from ${name}`);
    // Plain text carries the fields as typed.
    expect(message.text).toContain(`Name: ${name}`);
    expect(message.text).toContain("Mobile: 9123456780");
    expect(message.text).toContain("Email: asha@example.com");
    expect(message.text).toContain(`Subject: ${subject}`);
    // HTML carries them escaped: no markup from the visitor survives.
    expect(message.html).toContain("Asha &lt;b&gt;Rao&lt;/b&gt; &amp; Sons");
    expect(message.html).toContain("Need 5 &lt;i&gt;welders&lt;/i&gt; &amp; 2 fitters\nfrom next month");
    expect(message.html).toContain("9123456780");
    expect(message.html).toContain("asha@example.com");
    expect(message.html).not.toContain("<b>Rao</b>");
    expect(message.html).not.toContain("<i>welders</i>");
  });

  it("keeps line breaks in a name out of the mail's subject line", async () => {
    // The name is a single-line field (issue 29): a line break in it is refused, nothing is mailed.
    const before = allMails().length;
    const result = await submitContactMessage(validMessage({ name: "Asha\r\nBcc: victim@example.com" }));
    expect(result).toEqual(invalid({ name: CONTROL_CHARACTERS_MESSAGE }));
    expect(allMails()).toHaveLength(before);
    // A name that got in some other way (stored before the rule) still makes a one-line subject.
    const { contactMail } = await import("@/lib/contact/mails");
    const data = { ...validMessage(), name: "Asha\r\nBcc: victim@example.com" };
    expect(contactMail(INBOX, data).subject).toBe("Website enquiry from Asha Bcc: victim@example.com");
  });
});

describe("submitContactMessage: invalid input", () => {
  it("returns the field messages of the spec and stores or sends nothing", async () => {
    const ip = freshIp();
    const storedBefore = await db.contactMessage.count();
    const mailsBefore = allMails().length;

    expect(await submitContactMessage({ name: "", mobile: "   ", email: "", subject: "" })).toEqual(
      invalid({ name: REQUIRED, mobile: REQUIRED, email: REQUIRED, subject: REQUIRED }),
    );
    expect(await submitContactMessage(validMessage({ mobile: "98765", email: "not-an-email" }))).toEqual(
      invalid({ mobile: "Please enter a valid 10-digit mobile number", email: "Please enter a valid email address" }),
    );
    expect(await submitContactMessage(validMessage({ name: "x".repeat(101), subject: "y".repeat(2001) }))).toEqual(
      invalid({ name: "Please keep this under 100 characters", subject: "Please keep this under 2000 characters" }),
    );
    // Missing fields (the action is a public endpoint: any payload may arrive).
    const missing = await submitContactMessage({ name: "Asha" } as never);
    expect(missing).toMatchObject({ ok: false, code: "VALIDATION", status: 400 });
    expect(missing.ok === false && Object.keys(missing.errors ?? {}).sort()).toEqual(["email", "mobile", "subject"]);
    expect(await submitContactMessage(null as never)).toMatchObject({ ok: false, code: "VALIDATION" });

    expect(await db.contactMessage.count()).toBe(storedBefore);
    expect(allMails()).toHaveLength(mailsBefore);
    // Refused input does not count against the caller's limit.
    expect(await db.rateLimit.count({ where: { key: `contact:${ip}` } })).toBe(0);
  });
});

describe("submitContactMessage: per-IP limit", () => {
  it("accepts 5 messages an hour from one address, refuses the 6th without storing it, and lets another address through", async () => {
    // Half way through an hour: the fixed window cannot roll over mid-test, and the wait is 30 minutes.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-04T10:30:00.000Z") });
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect(await submitContactMessage(validMessage()), `message ${i + 1}`).toEqual(SENT);
    }
    const mailsBefore = allMails().length;
    const refused = await submitContactMessage(validMessage({ name: "Sixth Message" }));
    expect(refused).toEqual({
      ok: false,
      code: "RATE_LIMITED",
      status: 429,
      message: "You have sent several messages already. Please try again in 30 minutes.",
    });
    expect(await db.contactMessage.count({ where: { ip } })).toBe(5);
    expect(await db.contactMessage.count({ where: { name: "Sixth Message" } })).toBe(0);
    expect(allMails()).toHaveLength(mailsBefore);

    const other = freshIp();
    expect(await submitContactMessage(validMessage())).toEqual(SENT);
    expect(await db.contactMessage.count({ where: { ip: other } })).toBe(1);
  });

  it("counts the last X-Forwarded-For entry (the one the proxy wrote), not what the client put before it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-04T10:59:30.000Z") });
    const proxySeen = `198.51.100.${++ipCounter}`;
    for (let i = 0; i < 5; i++) {
      request.forwardedFor = `10.9.${i}.1, ${proxySeen}`; // a forged, changing first entry
      expect(await submitContactMessage(validMessage())).toEqual(SENT);
    }
    request.forwardedFor = `10.9.99.1, ${proxySeen}`;
    expect(await submitContactMessage(validMessage())).toEqual({
      ok: false,
      code: "RATE_LIMITED",
      status: 429,
      message: "You have sent several messages already. Please try again in 1 minute.",
    });
    expect(await db.contactMessage.count({ where: { ip: proxySeen } })).toBe(5);
  });
});

describe("submitContact (the service)", () => {
  it("answers the 6th message from an address with 429 RATE_LIMITED and a Retry-After of the window's rest", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2031-03-05T10:45:00.000Z") });
    const ip = `192.0.2.${++ipCounter}`;
    for (let i = 0; i < 5; i++) await submitContact(validMessage(), ip);
    const error = await submitContact(validMessage(), ip).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "RATE_LIMITED", headers: { "Retry-After": "900" } });
  });
});

describe("submitContactMessage: mail failure", () => {
  it("keeps the message, reports success and logs the failure", async () => {
    const ip = freshIp();
    mail.fail = true;
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const before = allMails().length;
    try {
      expect(await submitContactMessage(validMessage({ name: "Mail Down" }))).toEqual(SENT);
      expect(log).toHaveBeenCalledWith("contact: message stored but the inbox e-mail failed", expect.any(Error));
    } finally {
      log.mockRestore();
    }
    expect(await db.contactMessage.findMany({ where: { ip }, select: { name: true } })).toEqual([{ name: "Mail Down" }]);
    expect(allMails()).toHaveLength(before);
  });
});
