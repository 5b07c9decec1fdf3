import { beforeEach, describe, expect, it, vi } from "vitest";
import { lastCode, mailCount, wrongCode } from "../helpers/outbox";
import { mail } from "@/tests/helpers/mail-outage";
import { ApiError } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { uniqueEmail } from "@/tests/factories";
import {
  OTP_EXPIRED,
  OTP_LOCKED,
  OTP_SEND_FAILED,
  OTP_WRONG,
  checkSignupCode,
  generateOtp,
  hashOtp,
  sendSignupCode,
  spendSignupCode,
} from "@/lib/accounts/service/otp";
import { OTP_ALPHABET } from "@/lib/accounts/schemas/auth";

vi.mock("@/lib/email", async (importOriginal) => (await import("@/tests/helpers/mail-outage")).failingMail(importOriginal));

const SECOND = 1000;
const MINUTE = 60 * SECOND;
let ipCounter = 0;
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

async function expectApiError(promise: Promise<unknown>, status: number, message?: string | RegExp): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  const apiError = error as ApiError;
  expect(apiError.status).toBe(status);
  if (typeof message === "string") expect(apiError.message).toBe(message);
  else if (message) expect(apiError.message).toMatch(message);
  return apiError;
}

/** Checks and spends a code like the registration does. */
async function useCode(email: string, code: string, now?: Date) {
  const id = await checkSignupCode({ email, code, now });
  await db.$transaction((tx) => spendSignupCode(tx, id, now));
}

beforeEach(() => {
  mail.fail = false;
});

describe("the code itself", () => {
  it("is 4 symbols of the Crockford alphabet", () => {
    expect(OTP_ALPHABET).toHaveLength(32);
    expect(OTP_ALPHABET).not.toMatch(/[ILOU]/);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = generateOtp();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}$/);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(32); // every symbol is drawn
  });

  it("is stored only as a keyed hash", async () => {
    const email = uniqueEmail("hash");
    await sendSignupCode({ email, ip: freshIp() });
    const code = lastCode(email);
    const rows = await db.emailCode.findMany({ where: { email } });
    expect(rows).toHaveLength(1);
    expect(rows[0].codeHash).toBe(hashOtp(email, code));
    expect(rows[0].codeHash).not.toContain(code);
    expect(rows[0].codeHash).toMatch(/^[0-9a-f]{64}$/);
    // keyed by the e-mail too: the same code for another address hashes differently
    expect(hashOtp(uniqueEmail("other"), code)).not.toBe(rows[0].codeHash);
  });
});

describe("sending", () => {
  it("mails the code in the text and in an HTML template", async () => {
    const email = uniqueEmail("mail");
    await sendSignupCode({ email: `  ${email.toUpperCase()} `, ip: freshIp() });
    const line = (await import("node:fs")).readFileSync(process.env.MAIL_OUTBOX!, "utf8").trim().split("\n").pop()!;
    const sent = JSON.parse(line) as { to: string; subject: string; text: string; html: string };
    expect(sent.to).toBe(email);
    const code = lastCode(email);
    expect(sent.text).toContain(`Your verification code is ${code}`);
    expect(sent.html).toContain("<!doctype html>");
    expect(sent.html).toContain(code);
    expect(sent.subject).toMatch(/verification code/i);
  });

  it("allows one send per 30 seconds per e-mail, and a new code voids the older one", async () => {
    const email = uniqueEmail("gap");
    const ip = freshIp();
    const t0 = new Date();
    await sendSignupCode({ email, ip, now: t0 });
    const first = lastCode(email);
    await expectApiError(sendSignupCode({ email, ip, now: new Date(t0.getTime() + 10 * SECOND) }), 429, /Please wait 20 seconds/);
    expect(mailCount(email)).toBe(1);

    const t1 = new Date(t0.getTime() + 31 * SECOND);
    await sendSignupCode({ email, ip, now: t1 });
    const second = lastCode(email);
    expect(mailCount(email)).toBe(2);
    if (first !== second) {
      await expectApiError(checkSignupCode({ email, code: first, now: t1 }), 400, OTP_WRONG);
    }
    await useCode(email, second, t1);
    // only the newest code was ever usable
    expect(await db.emailCode.count({ where: { email, usedAt: null, expiresAt: { gt: t1 } } })).toBe(0);
  });

  it("allows at most 5 codes per e-mail per hour", async () => {
    const email = uniqueEmail("hourly");
    const ip = freshIp();
    const t0 = Date.now();
    for (let i = 0; i < 5; i++) await sendSignupCode({ email, ip, now: new Date(t0 + i * MINUTE) });
    const error = await expectApiError(sendSignupCode({ email, ip, now: new Date(t0 + 10 * MINUTE) }), 429, /Too many verification codes/);
    expect(Number(error.headers?.["Retry-After"])).toBeGreaterThan(0);
    // an hour after the first one, a slot frees up
    await sendSignupCode({ email, ip, now: new Date(t0 + 60 * MINUTE + SECOND) });
    expect(mailCount(email)).toBe(6);
  });

  it("limits codes per IP address (20 an hour)", async () => {
    const ip = freshIp();
    const now = new Date();
    for (let i = 0; i < 20; i++) await sendSignupCode({ email: uniqueEmail("ip"), ip, now });
    const blocked = uniqueEmail("ip-blocked");
    await expectApiError(sendSignupCode({ email: blocked, ip, now }), 429, /Too many verification codes requested/);
    expect(mailCount(blocked)).toBe(0);
    await sendSignupCode({ email: blocked, ip: freshIp(), now }); // other addresses are not affected
    expect(mailCount(blocked)).toBe(1);
  });

  it("a mail failure answers 'Failed to send OTP' (503) and leaves no usable code", async () => {
    const email = uniqueEmail("down");
    const ip = freshIp();
    const t0 = new Date();
    await sendSignupCode({ email, ip, now: t0 });
    const earlier = lastCode(email);
    mail.fail = true;
    const t1 = new Date(t0.getTime() + 40 * SECOND);
    await expectApiError(sendSignupCode({ email, ip, now: t1 }), 503, OTP_SEND_FAILED);
    expect(await db.emailCode.count({ where: { email, usedAt: null, expiresAt: { gt: t1 } } })).toBe(0);
    await expectApiError(checkSignupCode({ email, code: earlier, now: t1 }), 400, OTP_EXPIRED);
    // the failed send did not cost one of the 30-second slots
    mail.fail = false;
    await sendSignupCode({ email, ip, now: new Date(t1.getTime() + SECOND) });
  });

  it("sends concurrently requested codes at most once per 30 seconds", async () => {
    const email = uniqueEmail("race");
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => sendSignupCode({ email, ip: freshIp() })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(mailCount(email)).toBe(1);
  });
});

describe("checking", () => {
  it("accepts the code in any case, once", async () => {
    const email = uniqueEmail("once");
    await sendSignupCode({ email, ip: freshIp() });
    const code = lastCode(email);
    await useCode(email, code.toLowerCase());
    await expectApiError(checkSignupCode({ email, code }), 400, OTP_EXPIRED);
  });

  it("expires after 10 minutes", async () => {
    const email = uniqueEmail("expiry");
    const t0 = new Date();
    await sendSignupCode({ email, ip: freshIp(), now: t0 });
    const code = lastCode(email);
    await expectApiError(checkSignupCode({ email, code, now: new Date(t0.getTime() + 10 * MINUTE + SECOND) }), 400, OTP_EXPIRED);
    await useCode(email, code, new Date(t0.getTime() + 9 * MINUTE));
  });

  it("allows 5 tries; after the 5th wrong one the code is void", async () => {
    const email = uniqueEmail("tries");
    await sendSignupCode({ email, ip: freshIp() });
    const code = lastCode(email);
    for (let i = 0; i < 4; i++) await expectApiError(checkSignupCode({ email, code: wrongCode(code) }), 400, OTP_WRONG);
    await expectApiError(checkSignupCode({ email, code: wrongCode(code) }), 400, OTP_LOCKED);
    await expectApiError(checkSignupCode({ email, code }), 400, OTP_EXPIRED);
  });

  it("the 5th try may still be the right one", async () => {
    const email = uniqueEmail("fifth");
    await sendSignupCode({ email, ip: freshIp() });
    const code = lastCode(email);
    for (let i = 0; i < 4; i++) await expectApiError(checkSignupCode({ email, code: wrongCode(code) }), 400, OTP_WRONG);
    await useCode(email, code);
  });

  it("parallel guesses cannot exceed 5 tries", async () => {
    const email = uniqueEmail("parallel");
    await sendSignupCode({ email, ip: freshIp() });
    const code = lastCode(email);
    await Promise.allSettled(Array.from({ length: 12 }, () => checkSignupCode({ email, code: wrongCode(code) })));
    const row = await db.emailCode.findFirstOrThrow({ where: { email } });
    expect(row.attempts).toBe(5);
    await expectApiError(checkSignupCode({ email, code }), 400, OTP_EXPIRED);
  });

  it("a code for one e-mail does not work for another", async () => {
    const a = uniqueEmail("a");
    const b = uniqueEmail("b");
    await sendSignupCode({ email: a, ip: freshIp() });
    await sendSignupCode({ email: b, ip: freshIp() });
    const codeA = lastCode(a);
    if (codeA !== lastCode(b)) await expectApiError(checkSignupCode({ email: b, code: codeA }), 400, OTP_WRONG);
    await expectApiError(checkSignupCode({ email: uniqueEmail("none"), code: codeA }), 400, OTP_EXPIRED);
  });
});
