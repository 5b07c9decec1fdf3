import { db } from "@/lib/db";
import { badRequest, conflict, tooManyRequests } from "@/lib/api/errors";
import { sendMailAfterResponse } from "@/lib/email/after-response";
import { passwordChangedMail } from "@/lib/accounts/mails/password-reset";
import { hashPassword, verifyPassword } from "@/lib/security/password";
import { hit, release } from "@/lib/security/rate-limit";
import { voidResetLinks } from "@/lib/accounts/service/password-reset";
import { endCurrentSession } from "@/lib/accounts/service/session-login";
import { revokeAllSessions } from "@/lib/accounts/service/sessions";
import type { SessionUser } from "@/lib/auth/types";
import type { ChangePasswordData } from "@/lib/accounts/schemas/password";

// Account settings for every role (decisions.md section 12): change the password, log out everywhere.
// The caller passes the id of the session the request runs in (session-login's currentSessionId),
// which a password change keeps and "log out of all devices" ends with the rest.

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const CHANGE_PASSWORD_THROTTLED = "Too many wrong passwords. Please try again later.";
export const PASSWORD_CHANGED_MESSAGE = "Password changed successfully";
export const PASSWORD_CHANGED_ELSEWHERE = "Your password was changed at the same time elsewhere. Please try again.";

/** Wrong current passwords per account: a stolen session must not become a password-guessing oracle. */
export const CHANGE_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

/**
 * account/change-password: checks the current password, stores the new one with a conditional update
 * on the hash that was checked (two concurrent changes cannot both win), voids outstanding reset
 * links and ends every other session. Each attempt is counted before the check and a success gives
 * its count back, like the login's failure limit.
 */
export async function changePassword(
  user: SessionUser,
  input: ChangePasswordData,
  opts: { keepSessionId?: string; now?: Date } = {},
): Promise<null> {
  const now = opts.now ?? new Date();
  const counter = { key: `change-password:${user.id}`, windowMs: CHANGE_PASSWORD_LIMIT.windowMs };
  const attempt = await hit({ ...counter, limit: CHANGE_PASSWORD_LIMIT.limit, now });
  if (!attempt.ok) throw tooManyRequests(CHANGE_PASSWORD_THROTTLED, attempt.retryAfterSeconds);

  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true, email: true } });
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  }
  const passwordHash = await hashPassword(input.password);
  const changed = await db.user.updateMany({ where: { id: user.id, passwordHash: account.passwordHash }, data: { passwordHash } });
  if (changed.count !== 1) throw conflict(PASSWORD_CHANGED_ELSEWHERE, "STALE_STATE");

  await release({ ...counter, now });
  await voidResetLinks(user.id, now);
  // Without a known session (none should reach here) every session ends: the safe side.
  await revokeAllSessions(user.id, { keep: opts.keepSessionId, now });
  await sendMailAfterResponse(passwordChangedMail({ to: account.email, how: "changed" }), "password changed");
  return null;
}

export const LOGGED_OUT_EVERYWHERE = "Logged out of all devices";

/** account/logout-all: ends every session of the account, this one included, then clears this browser's cookie. */
export async function logoutEverywhere(user: SessionUser): Promise<null> {
  await revokeAllSessions(user.id);
  await endCurrentSession();
  return null;
}
