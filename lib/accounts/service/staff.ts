// Staff accounts (decisions.md section 15): an admin creates a Trainer or a Recruiter; the account
// starts with no usable password and its owner chooses one through a mailed link, the password-reset
// machinery's (a PasswordResetToken row, only its hash stored, spent by POST auth/reset-password),
// valid 7 days instead of 30 minutes. Staff never sign up and never delete their own accounts.
import "server-only";
import { db } from "@/lib/db";
import { conflict, toApiError } from "@/lib/api/errors";
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
    // The hash is read only to tell "password chosen" from the unusable one the account started with;
    // it never leaves this function.
    (page) => db.user.findMany({ where, select: { ...ACCOUNT_SELECT, createdAt: true, passwordHash: true }, ...page }),
    () => db.user.count({ where }),
    (row): StaffMemberJson => ({
      id: row.id,
      name: row.name,
      email: row.email,
      role: staffRole(row.role),
      createdAt: row.createdAt.toISOString(),
      passwordSet: isPasswordSet(row.passwordHash),
    }),
  );
}
