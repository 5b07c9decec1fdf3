// Staff accounts (decisions.md section 15): an admin creates a Trainer or a Recruiter; the account
// starts with no usable password and its owner chooses one through a mailed link, the password-reset
// machinery's (a PasswordResetToken row, only its hash stored, spent by POST auth/reset-password),
// valid 7 days instead of 30 minutes. Staff never sign up and never delete their own accounts.
import "server-only";
import { db } from "@/lib/db";
import { conflict, notFound, toApiError } from "@/lib/api/errors";
import { forgetSessionsOf } from "@/lib/auth/session-memo";
import type { SessionUser } from "@/lib/auth/types";
import { pageOf, type Paged } from "@/lib/db/paged";
import { sendOnce } from "@/lib/email/once";
import { assertAdmin } from "@/lib/admin/service/access";
import { STAFF_LINK_DAYS, STAFF_ROLES, isStaffRole, type StaffRole } from "@/lib/accounts/rules/roles";
import { DUPLICATE_ACCOUNT } from "@/lib/accounts/service/otp";
import { drawResetToken, isPasswordSet, storeResetToken, unsetPasswordHash } from "@/lib/accounts/service/password-reset";
import { staffWelcomeMail, staffWelcomeMailKey } from "@/lib/accounts/mails/staff";
import type { CreateStaffData, StaffListQuery } from "@/lib/accounts/schemas/staff";
import type { StaffAccountJson, StaffMemberJson } from "@/lib/accounts/contract";

export const STAFF_LINK_TTL_MS = STAFF_LINK_DAYS * 24 * 60 * 60_000;

const ACCOUNT_SELECT = { id: true, name: true, email: true, role: true } as const;
const MEMBER_SELECT = { ...ACCOUNT_SELECT, createdAt: true, passwordHash: true, deactivatedAt: true } as const;

type MemberRow = { id: string; name: string; email: string; role: string; createdAt: Date; passwordHash: string; deactivatedAt: Date | null };

// The hash is read only to tell "password chosen" from the unusable one the account started with; it
// never leaves this file.
const memberJson = (row: MemberRow): StaffMemberJson => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: staffRole(row.role),
  createdAt: row.createdAt.toISOString(),
  passwordSet: isPasswordSet(row.passwordHash),
  active: row.deactivatedAt === null,
});

/** A row read under a staff-role filter; anything else would be a bug here, not the caller's input. */
function staffRole(role: string): StaffRole {
  if (!isStaffRole(role)) throw new Error(`not a staff role: ${role}`);
  return role;
}

/**
 * POST admin/staff: creates the account and its first link in one transaction (a duplicate (email,
 * role) meets the unique index: 409 with the signup's duplicate-account message), then mails the link
 * after the commit. A failed mail is logged and leaves the account: "Forgot password?" mails a new link.
 */
export async function createStaffAccount(admin: SessionUser, input: CreateStaffData, opts: { now?: Date } = {}): Promise<StaffAccountJson> {
  assertAdmin(admin);
  const now = opts.now ?? new Date();
  const { token, tokenHash } = drawResetToken();
  let account: { id: string; name: string; email: string; role: string };
  try {
    account = await db.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name: input.name, email: input.email, role: input.role, passwordHash: unsetPasswordHash() },
        select: ACCOUNT_SELECT,
      });
      await storeResetToken(tx, { userId: user.id, tokenHash, now, ttlMs: STAFF_LINK_TTL_MS });
      return user;
    });
  } catch (error) {
    const apiError = toApiError(error);
    if (apiError?.status === 409) throw conflict(DUPLICATE_ACCOUNT);
    throw apiError ?? error;
  }

  const role = staffRole(account.role);
  const mail = staffWelcomeMail({
    to: account.email,
    name: account.name,
    role,
    token,
    expiresAt: new Date(now.getTime() + STAFF_LINK_TTL_MS),
    days: STAFF_LINK_DAYS,
  });
  try {
    await sendOnce(staffWelcomeMailKey(account.id), mail);
  } catch (error) {
    // Never the mail itself in the log: it holds the link.
    console.error(`[accounts] could not e-mail the new staff account ${account.id}:`, error instanceof Error ? error.message : error);
  }
  return { ...account, role };
}

/** GET admin/staff and the console's Staff page: staff accounts, newest first, paged in SQL. */
export async function listStaff(admin: SessionUser, query: StaffListQuery): Promise<Paged<StaffMemberJson>> {
  assertAdmin(admin);
  const where = { role: query.role ? query.role : { in: [...STAFF_ROLES] }, deletedAt: null };
  return pageOf(
    query,
    (page) => db.user.findMany({ where, select: MEMBER_SELECT, ...page }),
    () => db.user.count({ where }),
    memberJson,
  );
}

/** A staff account by id (another role's id, or an erased account, is a 404). */
const staffWhere = (id: string) => ({ id, role: { in: [...STAFF_ROLES] }, deletedAt: null });

/**
 * PATCH admin/staff/{id} `{ active }`: deactivating ends every session of the account in the same
 * transaction (live message streams hear it too) and refuses its logins (403 DEACTIVATED) and
 * forgot-password links until an admin reactivates it. Conditional on the state, so repeating it
 * changes nothing; what the trainer taught and the recruiter submitted stays.
 */
export async function setStaffActive(admin: SessionUser, { id, active }: { id: string; active: boolean }, opts: { now?: Date } = {}): Promise<StaffMemberJson> {
  assertAdmin(admin);
  const now = opts.now ?? new Date();
  const row = await db.$transaction(async (tx) => {
    const found = await tx.user.findFirst({ where: staffWhere(id), select: { id: true } });
    if (!found) throw notFound();
    if (active) {
      await tx.user.updateMany({ where: { id, deactivatedAt: { not: null } }, data: { deactivatedAt: null } });
    } else {
      const { count } = await tx.user.updateMany({ where: { id, deactivatedAt: null }, data: { deactivatedAt: now } });
      if (count > 0) {
        await tx.session.updateMany({ where: { userId: id, revokedAt: null }, data: { revokedAt: now } });
        await tx.passwordResetToken.deleteMany({ where: { userId: id } });
        await tx.$executeRaw`SELECT pg_notify('session_changed', ${id})`;
      }
    }
    return tx.user.findUniqueOrThrow({ where: { id }, select: MEMBER_SELECT });
  });
  if (!active) forgetSessionsOf(id);
  return memberJson(row);
}

/**
 * POST admin/staff/{id}/link: mails the person a new set-password link (7 days), for one who lost the
 * first or was reactivated. Each link is its own mail (sendOnce keyed by the link); a deactivated
 * account gets none (409: reactivate first).
 */
export async function resendStaffLink(admin: SessionUser, { id }: { id: string }, opts: { now?: Date } = {}): Promise<StaffMemberJson> {
  assertAdmin(admin);
  const now = opts.now ?? new Date();
  const { token, tokenHash } = drawResetToken();
  const row = await db.$transaction(async (tx) => {
    const found = await tx.user.findFirst({ where: staffWhere(id), select: MEMBER_SELECT });
    if (!found) throw notFound();
    if (found.deactivatedAt) throw conflict("Reactivate this account before sending a new link.");
    await storeResetToken(tx, { userId: id, tokenHash, now, ttlMs: STAFF_LINK_TTL_MS });
    return found;
  });
  const mail = staffWelcomeMail({ to: row.email, name: row.name, role: staffRole(row.role), token, expiresAt: new Date(now.getTime() + STAFF_LINK_TTL_MS), days: STAFF_LINK_DAYS });
  try {
    await sendOnce(`${staffWelcomeMailKey(id)}:${tokenHash.slice(0, 16)}`, mail);
  } catch (error) {
    console.error(`[accounts] could not e-mail staff account ${id} a new link:`, error instanceof Error ? error.message : error);
  }
  return memberJson(row);
}
