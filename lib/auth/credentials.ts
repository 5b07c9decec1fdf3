import { db } from "@/lib/db";
import { ApiError, tooManyRequests } from "@/lib/api/errors";
import { hit, release, type RateLimitResult } from "@/lib/security/rate-limit";
import { timingDummyHash, verifyPassword } from "@/lib/security/password";
import type { Role, SessionUser } from "@/lib/auth/types";

// The credential check Auth.js's Credentials provider runs (lib/auth/index.ts). It lives under
// lib/auth and imports no service, so lib/auth never depends on lib/services.

export const LOGIN_FAILED = "Invalid email or password";
export const LOGIN_THROTTLED = "Too many failed login attempts. Please try again later.";
/** decisions.md section 12: the owner asked for the account's deletion; login/cancel-deletion offers to undo it. */
export const DELETION_PENDING_MESSAGE = "This account is scheduled for deletion";
/** decisions.md section 16: an Employer login removed from (or that left) its company's team. */
export const NOT_IN_A_TEAM_MESSAGE = "This login is no longer part of a company's team.";

/**
 * docs/decisions/0011: throttle the attacker, not the victim. Failures are refused per (account,
 * address) and per address; per account they only slow every attempt down, so nobody can lock
 * the owner out, whatever the number of addresses they guess from.
 */
export const LOGIN_LIMITS = {
  perPair: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 100, windowMs: 15 * 60_000 },
  perAccount: { limit: 100, windowMs: 60 * 60_000 },
} as const;

/** The fixed wait before the password check once an account is past its failure limit; tests shorten it. */
export const loginSlowdown = { ms: 2_000 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const DEACTIVATED_MESSAGE = "This account has been deactivated. Please ask an administrator.";

type Counter = { key: string; windowMs: number };

type CredentialsInput = { email: string; password: string; role: Role; ip: string };
type CredentialsOptions = { now?: Date; sleep?: (ms: number) => Promise<void> };

/** An account whose password was just verified, with the dates login decides on. */
export type VerifiedAccount = SessionUser & { deletionRequestedAt: Date | null; deletedAt: Date | null; deactivatedAt: Date | null };

/**
 * Checks a login. Unknown accounts run a real verify so timing matches. Every attempt is counted
 * before the password is checked and a success gives its counts back, so a burst of simultaneous
 * guesses cannot all slip under a limit read before any of them failed.
 */
export async function authenticate(input: CredentialsInput, opts: CredentialsOptions = {}): Promise<SessionUser> {
  const user = await verifyCredentials(input, opts);
  // An erased account's e-mail is anonymised and its hash unusable, so this is belt and braces.
  if (user.deletedAt) throw new ApiError(401, LOGIN_FAILED);
  // Only after the right password: a wrong one for a pending account is the plain 401, so nobody
  // learns from the answer which accounts are being deleted.
  if (user.deletionRequestedAt) throw new ApiError(403, DELETION_PENDING_MESSAGE, { code: "DELETION_PENDING" });
  // A staff account an admin deactivated (also only after the right password).
  if (user.deactivatedAt) throw new ApiError(403, DEACTIVATED_MESSAGE, { code: "DEACTIVATED" });
  // An Employer acts only as a member of a company; also only after the right password, so the
  // answer tells a stranger nothing about who was removed from a team.
  if (user.role === "Employer" && (await db.employerMember.count({ where: { userId: user.id } })) === 0) {
    throw new ApiError(403, NOT_IN_A_TEAM_MESSAGE, { code: "FORBIDDEN" });
  }
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/**
 * The throttled, timing-safe password check shared by login and account/cancel-deletion (same
 * counters, so cancelling is no second door for guessing passwords): 401 'Invalid email or
 * password' or 429, else the account with its deletion dates, whatever they are.
 */
export async function verifyCredentials(input: CredentialsInput, opts: CredentialsOptions = {}): Promise<VerifiedAccount> {
  const email = input.email.trim().toLowerCase();
  const now = opts.now ?? new Date();
  const pair: Counter = { key: `login:${input.role}:${email}:${input.ip}`, windowMs: LOGIN_LIMITS.perPair.windowMs };
  const account: Counter = { key: `login-account:${input.role}:${email}`, windowMs: LOGIN_LIMITS.perAccount.windowMs };
  // Without any address every caller would share one counter, and one attacker would refuse
  // everybody's logins; next start always fills X-Forwarded-For, so this is tests and misconfiguration.
  const address: Counter | null = input.ip === "unknown" ? null : { key: `login-ip:${input.ip}`, windowMs: LOGIN_LIMITS.perAddress.windowMs };

  const [pairState, addressState] = await Promise.all([
    hit({ ...pair, limit: LOGIN_LIMITS.perPair.limit, now }),
    address ? hit({ ...address, limit: LOGIN_LIMITS.perAddress.limit, now }) : null,
  ]);
  const refused = [pairState, addressState].filter((state): state is RateLimitResult => state !== null && !state.ok);
  if (refused.length) throw tooManyRequests(LOGIN_THROTTLED, Math.max(...refused.map((state) => state.retryAfterSeconds)));

  const accountState = await hit({ ...account, limit: LOGIN_LIMITS.perAccount.limit, now });
  if (!accountState.ok) await (opts.sleep ?? sleep)(loginSlowdown.ms);

  const user = await db.user.findUnique({
    where: { email_role: { email, role: input.role } },
    select: { id: true, name: true, email: true, role: true, passwordHash: true, deletionRequestedAt: true, deletedAt: true, deactivatedAt: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!user || !valid) throw new ApiError(401, LOGIN_FAILED);
  await Promise.all([pair, account, address].map((counter) => (counter ? release({ ...counter, now }) : undefined)));
  const { deletionRequestedAt, deletedAt, deactivatedAt } = user;
  return { id: user.id, name: user.name, email: user.email, role: user.role, deletionRequestedAt, deletedAt, deactivatedAt };
}
