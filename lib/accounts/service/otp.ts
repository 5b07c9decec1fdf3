import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { db } from "@/lib/db";
import { ApiError, badRequest, conflict, tooManyRequests } from "@/lib/api/errors";
import { getAuthSecret } from "@/lib/auth/secret";
import { sendMail } from "@/lib/email";
import { otpMail } from "@/lib/accounts/mails/otp";
import { signupAttemptMail } from "@/lib/accounts/mails/signup-attempt";
import { hit } from "@/lib/security/rate-limit";
import { OTP_ALPHABET, normaliseOtp, type SignupAccountType } from "@/lib/accounts/schemas/auth";
import type { Prisma } from "@/lib/generated/prisma/client";

// The signup code (decisions.md section 3).
export const OTP_LENGTH = 4;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MIN_GAP_MS = 30_000;
export const OTP_PER_EMAIL_PER_HOUR = 5;
export const OTP_PER_IP_PER_HOUR = 20;
const HOUR = 60 * 60_000;

export const OTP_SEND_FAILED = "Failed to send OTP";
export const OTP_WRONG = "Invalid OTP";
export const OTP_EXPIRED = "This code has expired or was already used. Please request a new code.";
export const OTP_LOCKED = "Too many wrong attempts. Please request a new code.";

/** 4 symbols of the 32-symbol Crockford alphabet from the CSPRNG: 20 bits. */
export function generateOtp(): string {
  let code = "";
  for (let i = 0; i < OTP_LENGTH; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

let hmacKey: Buffer | undefined;
function key(): Buffer {
  // A key of its own, derived from the auth secret, so the code hashes cannot be used elsewhere.
  hmacKey ??= createHmac("sha256", getAuthSecret()).update("signup-code-v1").digest();
  return hmacKey;
}

/** Keyed hash of (email, code): a leaked table does not give away codes (20 bits are easy to brute force). */
export function hashOtp(email: string, code: string): string {
  return createHmac("sha256", key()).update(`${email}\n${normaliseOtp(code)}`).digest("hex");
}

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/**
 * Issues a code for an e-mail and mails it. Throttled per IP (20/hour) and per e-mail (one per
 * 30 s, 5 per hour). A new code voids older ones; if the mail cannot be sent the new code is
 * removed again, so no usable code is left behind.
 *
 * When `role` names an account that exists already, everything runs the same (limits, a code row
 * nobody learns) and the answer is the same, but the mail tells the owner of the attempt instead
 * of carrying the code: the answer is no account probe (decisions/0006).
 */
export async function sendSignupCode(input: {
  email: string;
  ip: string;
  role?: SignupAccountType;
  now?: Date;
  /** The mail that carries the code (default: the signup mail); the employer's e-mail change has its own. */
  mail?: (code: string) => { subject: string; text: string; html: string };
}): Promise<void> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();

  const perIp = await hit({ key: `otp-ip:${input.ip}`, limit: OTP_PER_IP_PER_HOUR, windowMs: HOUR, now });
  if (!perIp.ok) {
    throw tooManyRequests(`Too many verification codes requested. Please try again in ${minutes(perIp.retryAfterSeconds)}.`, perIp.retryAfterSeconds);
  }

  const taken = input.role ? await accountExists(email, input.role) : false;

  const code = generateOtp();
  const created = await db.$transaction(async (tx) => {
    // Serialise sends for one e-mail so two parallel requests cannot both pass the checks.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`otp:${email}`}))`;
    const recent = await tx.emailCode.findMany({
      where: { email, createdAt: { gt: new Date(now.getTime() - HOUR) } },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const last = recent[0];
    if (last && now.getTime() - last.createdAt.getTime() < OTP_MIN_GAP_MS) {
      const wait = Math.ceil((OTP_MIN_GAP_MS - (now.getTime() - last.createdAt.getTime())) / 1000);
      throw tooManyRequests(`Please wait ${wait} seconds before requesting a new code.`, wait);
    }
    if (recent.length >= OTP_PER_EMAIL_PER_HOUR) {
      const oldest = recent[recent.length - 1];
      const wait = (oldest.createdAt.getTime() + HOUR - now.getTime()) / 1000;
      throw tooManyRequests(
        `Too many verification codes were requested for this email. Please try again in ${minutes(wait)}.`,
        wait,
      );
    }
    await tx.emailCode.updateMany({
      where: { email, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    });
    return tx.emailCode.create({
      data: { email, codeHash: hashOtp(email, code), expiresAt: new Date(now.getTime() + OTP_TTL_MS), createdAt: now },
      select: { id: true },
    });
  });

  try {
    await sendMail(taken && input.role ? signupAttemptMail({ to: email, accountType: input.role }) : { to: email, ...(input.mail ?? otpMail)(code) });
  } catch (error) {
    await db.emailCode.delete({ where: { id: created.id } }).catch(() => undefined);
    console.error("[otp] could not send the signup code:", error instanceof Error ? error.message : error);
    throw new ApiError(503, OTP_SEND_FAILED);
  }
}

type Tx = Prisma.TransactionClient;

export const DUPLICATE_ACCOUNT = "An account with this email already exists";

async function accountExists(email: string, role: SignupAccountType): Promise<boolean> {
  const existing = await db.user.findUnique({
    where: { email_role: { email: email.trim().toLowerCase(), role } },
    select: { id: true },
  });
  return existing !== null;
}

/** 409 when the e-mail already has an account of this role (register, after the code was checked). */
export async function assertEmailFree(email: string, role: SignupAccountType): Promise<void> {
  if (await accountExists(email, role)) throw conflict(DUPLICATE_ACCOUNT);
}

/**
 * Checks a code without spending it. Every try is counted first (atomically, and outside any
 * transaction the caller may roll back), so parallel guesses cannot exceed the 5 tries; a code
 * whose 5th try is wrong is void. Returns the code's id for `spendSignupCode`.
 */
export async function checkSignupCode(input: { email: string; code: string; now?: Date }): Promise<string> {
  const now = input.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const current = await db.emailCode.findFirst({
    where: { email, usedAt: null, expiresAt: { gt: now } },
    orderBy: { createdAt: "desc" },
    select: { id: true },
  });
  if (!current) throw badRequest(OTP_EXPIRED, { otp: OTP_EXPIRED });

  const counted = await db.emailCode.updateManyAndReturn({
    where: { id: current.id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: OTP_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
    select: { attempts: true, codeHash: true },
  });
  const row = counted[0];
  if (!row) throw badRequest(OTP_LOCKED, { otp: OTP_LOCKED });

  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashOtp(email, input.code), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) return current.id;

  if (row.attempts >= OTP_MAX_ATTEMPTS) {
    await db.emailCode.update({ where: { id: current.id }, data: { expiresAt: now } });
    throw badRequest(OTP_LOCKED, { otp: OTP_LOCKED });
  }
  throw badRequest(OTP_WRONG, { otp: OTP_WRONG });
}

/** Marks a checked code used, inside the caller's transaction; fails if someone spent it first. */
export async function spendSignupCode(tx: Tx, id: string, now: Date = new Date()): Promise<void> {
  const spent = await tx.emailCode.updateMany({
    where: { id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (spent.count !== 1) throw badRequest(OTP_EXPIRED, { otp: OTP_EXPIRED });
}
