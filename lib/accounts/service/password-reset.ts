import { createHash, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { ApiError, tooManyRequests } from "@/lib/api/errors";
import { sendMailAfterResponse } from "@/lib/email/after-response";
import { passwordChangedMail, passwordResetMail } from "@/lib/accounts/mails/password-reset";
import { hashPassword } from "@/lib/security/password";
import { hit } from "@/lib/security/rate-limit";
import { revokeAllSessions } from "@/lib/accounts/service/sessions";
import { INVALID_RESET_LINK, type ForgotPasswordData, type ResetPasswordData } from "@/lib/accounts/schemas/password";
import type { Role } from "@/lib/auth/types";
import type { Prisma } from "@/lib/generated/prisma/client";

// Password recovery by e-mail (decisions.md section 12). The link carries 256 random bits; only
// their SHA-256 is stored (a leaked table gives no usable link, and 256 bits need no key or salt).
//
// Several links may be live at once: mails can arrive late or out of order, and "only the newest
// works" would fail the person who clicks the first one. Each works once and for 30 minutes, the
// per-e-mail limit bounds how many exist, and a reset or a password change voids all the others.

export const RESET_TTL_MS = 30 * 60_000;
export const RESET_TTL_MINUTES = RESET_TTL_MS / 60_000;
export const RESET_PER_IP_PER_HOUR = 20;
export const RESET_PER_EMAIL_PER_HOUR = 5;
export const RESET_MIN_GAP_MS = 30_000;
const HOUR = 60 * 60_000;

export const FORGOT_PASSWORD_MESSAGE =
  "If an account with this email exists, we have sent it a link to reset the password. The link is valid for 30 minutes.";
export const RESET_DONE_MESSAGE = "Your password has been reset. Please log in with your new password.";

export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The password of an account nobody has chosen one for yet (a staff account an admin just created,
 * decisions.md section 15): no password verifies against it, and its prefix tells "not set yet".
 */
export const UNSET_PASSWORD_PREFIX = "!unset:";
export const unsetPasswordHash = (): string => `${UNSET_PASSWORD_PREFIX}${randomBytes(32).toString("base64url")}`;
export const isPasswordSet = (passwordHash: string): boolean => !passwordHash.startsWith(UNSET_PASSWORD_PREFIX);

/** A new link's token (mailed) and its hash (stored). */
export function drawResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashResetToken(token) };
}

/**
 * Stores a link for the account, valid `ttlMs` from `now`: 30 minutes for forgot-password, longer
 * for a new staff account's first password. `client` may be a transaction, so the link is created
 * with what it belongs to.
 */
export async function storeResetToken(
  client: Prisma.TransactionClient | typeof db,
  input: { userId: string; tokenHash: string; now: Date; ttlMs?: number },
): Promise<void> {
  const ttlMs = input.ttlMs ?? RESET_TTL_MS;
  await client.passwordResetToken.create({
    data: { userId: input.userId, tokenHash: input.tokenHash, createdAt: input.now, expiresAt: new Date(input.now.getTime() + ttlMs) },
  });
}

function minutes(seconds: number): string {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? "" : "s"}`;
}

/**
 * The limits of the signup code, applied before anything is looked up, so they answer the same
 * whether or not the account exists: per address (20 an hour), per e-mail and account type (one
 * per 30 s, 5 an hour). Without an address (tests, misconfiguration) only the per-e-mail ones count.
 */
async function throttle(email: string, role: Role, ip: string, now: Date): Promise<void> {
  if (ip !== "unknown") {
    const perIp = await hit({ key: `reset-ip:${ip}`, limit: RESET_PER_IP_PER_HOUR, windowMs: HOUR, now });
    if (!perIp.ok) {
      throw tooManyRequests(`Too many password reset requests. Please try again in ${minutes(perIp.retryAfterSeconds)}.`, perIp.retryAfterSeconds);
    }
  }
  const gap = await hit({ key: `reset-gap:${role}:${email}`, limit: 1, windowMs: RESET_MIN_GAP_MS, now });
  if (!gap.ok) {
    throw tooManyRequests(`Please wait ${gap.retryAfterSeconds} seconds before requesting another link.`, gap.retryAfterSeconds);
  }
  const perEmail = await hit({ key: `reset-email:${role}:${email}`, limit: RESET_PER_EMAIL_PER_HOUR, windowMs: HOUR, now });
  if (!perEmail.ok) {
    throw tooManyRequests(
      `Too many password reset requests for this email. Please try again in ${minutes(perEmail.retryAfterSeconds)}.`,
      perEmail.retryAfterSeconds,
    );
  }
}

/**
 * auth/forgot-password: mails a reset link when the account exists. The answer is the same either
 * way and takes the same work (limits, one lookup, a token drawn and hashed); the mail goes out
 * after the answer, so its delivery time does not tell whether the account exists either.
 */
export async function requestPasswordReset(input: ForgotPasswordData, opts: { ip: string; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  await throttle(email, input.accountType, opts.ip, now);

  const user = await db.user.findUnique({
    where: { email_role: { email, role: input.accountType } },
    select: { id: true, email: true, deactivatedAt: true },
  });
  const { token, tokenHash } = drawResetToken();
  // Links a day past their end can never work again; sweep them now and then, as the rate limits do.
  if (Math.random() < 0.01) void db.passwordResetToken.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * HOUR) } } }).catch(() => undefined);
  // A deactivated staff account gets no link (the answer stays the same): an admin re-invites them.
  if (!user || user.deactivatedAt) return;

  await storeResetToken(db, { userId: user.id, tokenHash, now });
  await sendMailAfterResponse(passwordResetMail({ to: user.email, token, minutes: RESET_TTL_MINUTES }), "password reset");
}

/** The same 400 for a wrong, used or expired link: nothing tells which, and nothing changes. */
function invalidLink(): ApiError {
  return new ApiError(400, INVALID_RESET_LINK, { code: "INVALID_TOKEN", errors: { token: INVALID_RESET_LINK } });
}

/**
 * auth/reset-password: sets the new password and spends the link with a conditional update, so of
 * two requests with the same link only one succeeds. The account's other links are voided and
 * every session ends (a thief logged in with the old password is logged out too).
 */
export async function resetPassword(input: ResetPasswordData, opts: { now?: Date } = {}): Promise<{ role: Role }> {
  const now = opts.now ?? new Date();
  const tokenHash = hashResetToken(input.token);
  // Checked before hashing the password, so a wrong link costs no hashing work.
  const live = await db.passwordResetToken.findFirst({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
    select: { userId: true, user: { select: { passwordHash: true } } },
  });
  if (!live) throw invalidLink();
  // A staff member choosing their first password gets no "your password was changed" alarm.
  const firstPassword = !isPasswordSet(live.user.passwordHash);
  const passwordHash = await hashPassword(input.password);

  const user = await db.$transaction(async (tx) => {
    const spent = await tx.passwordResetToken.updateMany({
      where: { tokenHash, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (spent.count !== 1) throw invalidLink();
    await tx.passwordResetToken.updateMany({
      where: { userId: live.userId, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    });
    return tx.user.update({ where: { id: live.userId }, data: { passwordHash }, select: { id: true, email: true, role: true } });
  });

  await revokeAllSessions(user.id, { now });
  if (!firstPassword) await sendMailAfterResponse(passwordChangedMail({ to: user.email, how: "reset" }), "password changed");
  return { role: user.role };
}

/** A password change in account settings voids every outstanding link (it may have been requested by someone else). */
export async function voidResetLinks(userId: string, now: Date = new Date()): Promise<void> {
  await db.passwordResetToken.updateMany({ where: { userId, usedAt: null, expiresAt: { gt: now } }, data: { expiresAt: now } });
}
