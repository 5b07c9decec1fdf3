// "Delete my account" (decisions.md section 12, docs/decisions/0020). The rules:
// - account/delete (any role but Admin, with the password): deletionRequestedAt = now, every session
//   ends and an employer's open jobs close (reason: cancelled), all in one transaction conditional on
//   no request being pending, so two requests at once mail once. Sign-in stops at once: login answers
//   403 DELETION_PENDING after a right password (lib/auth/credentials.ts).
// - account/cancel-deletion (public: the owner cannot log in) with the login's credentials and the
//   login's throttling: clears the request within DELETION_GRACE_DAYS. Wrong credentials, an account
//   with nothing pending or one already erased all answer the login's 401, so nothing is learnt about
//   an account without its password. Past the grace period it is too late (410): the purge task
//   (lib/privacy/tasks/purge.ts) erases the personal data at its next run.
import { isSelfServiceRole } from "@/lib/privacy/rules";
import { ApiError, badRequest, conflict, forbidden, gone, tooManyRequests } from "@/lib/api/errors";
import { LOGIN_FAILED, verifyCredentials } from "@/lib/auth/credentials";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { forgetSessionsOf } from "@/lib/auth/session-memo";
import { sendMail } from "@/lib/email";
import { sendOnce } from "@/lib/email/once";
import { deletionCancelledMail, deletionRequestedMail } from "@/lib/privacy/mails";
import { verifyPassword } from "@/lib/security/password";
import { hit, release } from "@/lib/security/rate-limit";
import type { CancelDeletionData, DeleteAccountData } from "@/lib/privacy/schemas";
import { memberOf } from "@/lib/job-posting/service/approved-employer";
import { countOwners, lockCompanyMembers } from "@/lib/teams/service/members";
import { leaveCompany } from "@/lib/teams/service/team";
import type { Tx } from "@/lib/transitions/transition";

export const DELETION_GRACE_DAYS = 7;
const GRACE_MS = DELETION_GRACE_DAYS * 24 * 60 * 60_000;

export const ADMIN_CANNOT_BE_DELETED = "Admin accounts cannot be deleted here.";
export const STAFF_CANNOT_BE_DELETED = "Staff accounts are closed by an administrator.";

const refuseUnlessSelfService = (role: string) => {
  if (!isSelfServiceRole(role)) throw forbidden(role === "Admin" ? ADMIN_CANNOT_BE_DELETED : STAFF_CANNOT_BE_DELETED);
  return role;
};
export const WRONG_PASSWORD = "Password is incorrect";
export const DELETE_THROTTLED = "Too many wrong passwords. Please try again later.";
export const DELETION_REQUESTED_MESSAGE = `Your account will be deleted in ${DELETION_GRACE_DAYS} days. Log in before then to cancel.`;
export const DELETION_CANCELLED_MESSAGE = "Deletion cancelled. Welcome back!";
/** decisions.md section 16: a company keeps an owner, also when one deletes their account. */
export const LAST_OWNER_BEFORE_DELETION = "Make another member an owner before you delete your account.";
export const TOO_LATE_TO_CANCEL = `The ${DELETION_GRACE_DAYS} days to cancel have passed; this account is being deleted.`;

/** The name an erased account keeps (lib/privacy/tasks/purge.ts); employers see applications under it. */
export const DELETED_CANDIDATE_NAME = "Deleted candidate";
export const DELETED_USER_NAME = "Deleted user";

/** Wrong passwords per account, like account/change-password: a stolen session must not become a guessing oracle. */
export const DELETE_ACCOUNT_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

/** When the purge may erase an account whose deletion was requested at `requestedAt`. */
export function eraseAfter(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + GRACE_MS);
}

/** The latest request time the purge erases at `now` (requests at or before it are due). */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - GRACE_MS);
}

export type DeletionScheduled = { eraseAfter: string };

/**
 * An Employer's company when others remain in it: the last owner is refused (409 LAST_OWNER), anyone
 * else leaves the team (true). The only member keeps the company (false): its jobs close as before.
 */
async function leaveTeamForDeletion(tx: Tx, userId: string): Promise<boolean> {
  const mine = await tx.employerMember.findUnique({ where: { userId }, select: { employerId: true } });
  if (!mine) return false;
  const members = await lockCompanyMembers(tx, mine.employerId);
  const me = members.find((member) => member.userId === userId);
  if (!me || members.length === 1) return false;
  if (me.role === "owner" && countOwners(members) === 1) throw conflict(LAST_OWNER_BEFORE_DELETION, "LAST_OWNER");
  await leaveCompany(tx, mine.employerId, me);
  return true;
}

/**
 * account/delete: checks the password (counted before the check, given back on success, like a
 * password change), then schedules the erasure. A second request while one is pending changes
 * nothing and mails nobody; it answers the first request's date.
 */
export async function requestDeletion(user: SessionUser, input: DeleteAccountData, opts: { now?: Date } = {}): Promise<DeletionScheduled> {
  refuseUnlessSelfService(user.role);
  const now = opts.now ?? new Date();
  const counter = { key: `delete-account:${user.id}`, windowMs: DELETE_ACCOUNT_LIMIT.windowMs };
  const attempt = await hit({ ...counter, limit: DELETE_ACCOUNT_LIMIT.limit, now });
  if (!attempt.ok) throw tooManyRequests(DELETE_THROTTLED, attempt.retryAfterSeconds);

  const account = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true, email: true, role: true } });
  const role = refuseUnlessSelfService(account.role);
  if (!(await verifyPassword(account.passwordHash, input.password))) throw badRequest(WRONG_PASSWORD, { password: WRONG_PASSWORD });
  await release({ ...counter, now });

  const closedJobs = await db.$transaction(async (tx) => {
    const claimed = await tx.user.updateMany({
      where: { id: user.id, deletionRequestedAt: null, deletedAt: null },
      data: { deletionRequestedAt: now },
    });
    if (claimed.count !== 1) return null;
    // A member of a team with others in it leaves it (the company and its jobs stay with them); the
    // last owner must hand the company on first. Decided before the sessions end: the member rows'
    // lock comes first, as in every team change, so the two never wait on each other crosswise.
    const leftTeam = role === "Employer" && (await leaveTeamForDeletion(tx, user.id));
    // Every session ends with the request (revokeAllSessions's update, inside this transaction).
    await tx.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { revokedAt: now } });
    if (role !== "Employer" || leftTeam) return 0;
    // The job lifecycle's close (lib/job-posting/service/lifecycle.ts): approved or still pending
    // (an approval during the 7 days must not open it) and not closed yet, reason cancelled, so nobody
    // applies to a company that is leaving. Cancelling the deletion does not reopen them: the employer
    // renews what it still wants open.
    const closed = await tx.job.updateMany({
      where: { employer: memberOf(user.id), deletedAt: null, status: { in: ["approved", "pending"] }, closedAt: null },
      data: { closedAt: now, closeReason: "cancelled" },
    });
    return closed.count;
  });

  // This server forgets the sessions at once; the others hear it from the database (decision 0043).
  forgetSessionsOf(user.id);
  if (closedJobs === null) {
    const pending = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { deletionRequestedAt: true } });
    return { eraseAfter: eraseAfter(pending.deletionRequestedAt ?? now).toISOString() };
  }
  const mail = deletionRequestedMail({
    to: account.email,
    role,
    eraseAfter: eraseAfter(now),
    graceDays: DELETION_GRACE_DAYS,
    closedJobs,
  });
  // Keyed by the request, so a retry cannot mail twice; a failed mail must not undo the request.
  await sendOnce(`account-deletion:${user.id}:${now.toISOString()}`, mail).catch((error: unknown) => {
    console.error("[mail] could not send the account deletion mail:", error instanceof Error ? error.message : error);
  });
  return { eraseAfter: eraseAfter(now).toISOString() };
}

/**
 * account/cancel-deletion: the login's credentials and throttling (verifyCredentials), then a
 * conditional update on the request as read, so a purge that started cannot be half undone.
 */
export async function cancelDeletion(input: CancelDeletionData, opts: { ip: string; now?: Date }): Promise<null> {
  const now = opts.now ?? new Date();
  const account = await verifyCredentials({ email: input.email, password: input.password, role: input.accountType, ip: opts.ip }, { now });
  const requestedAt = account.deletionRequestedAt;
  if (!requestedAt || account.deletedAt) throw new ApiError(401, LOGIN_FAILED);
  // The right password proved who is asking, so saying it is too late reveals nothing to a stranger.
  if (requestedAt <= purgeCutoff(now)) throw gone(TOO_LATE_TO_CANCEL);
  const cancelled = await db.user.updateMany({
    where: { id: account.id, deletionRequestedAt: requestedAt, deletedAt: null },
    data: { deletionRequestedAt: null },
  });
  if (cancelled.count !== 1) {
    // Cancelled at the same time from another tab: done either way. Anything else (erased) is the 401.
    const current = await db.user.findUnique({ where: { id: account.id }, select: { deletionRequestedAt: true, deletedAt: true } });
    if (!current || current.deletedAt || current.deletionRequestedAt) throw new ApiError(401, LOGIN_FAILED);
    return null;
  }
  await sendMail(deletionCancelledMail({ to: account.email })).catch((error: unknown) => {
    console.error("[mail] could not send the deletion cancelled mail:", error instanceof Error ? error.message : error);
  });
  return null;
}
