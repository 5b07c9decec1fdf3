// The employer's company profile: read and update (spec section 2 'Employer company profile'), and
// the confirmation of a new login e-mail (docs/decisions/0010).
import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import type { EmployerProfile } from "@/lib/employers/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { memberOf } from "@/lib/job-posting/service/approved-employer";
import { companyFieldsSelect } from "@/lib/employers/service/company-fields";
import { emailChangeCodeMail, emailChangedNoticeMail } from "@/lib/employers/mails";
import type { ModerationStatus } from "@/lib/generated/prisma/enums";
import { refreshEmployerVerified } from "@/lib/employers/service/verification";
import { checkSignupCode, OTP_WRONG, sendSignupCode, spendSignupCode } from "@/lib/accounts/service/otp";
import { sendAfterCommit, type Tx } from "@/lib/transitions/transition";
import type { ConfirmEmailData, EmployerProfileData } from "@/lib/employers/schemas";

export const EMPLOYER_NOT_FOUND = "Employer profile not found.";

const profileSelect = {
  ...companyFieldsSelect,
  status: true,
  user: { select: { email: true, pendingEmail: true, mobile: true } },
} as const;

type ProfileRow = {
  orgName: string;
  city: string;
  state: string;
  website: string | null;
  about: string;
  gstin: string | null;
  status: ModerationStatus;
  user: { email: string; pendingEmail: string | null; mobile: string | null };
};

/** The one mapper of a company row to the EmployerProfile shape. */
function toProfile(row: ProfileRow): EmployerProfile {
  return {
    orgName: row.orgName,
    city: row.city,
    state: row.state,
    mobile: row.user.mobile ?? "",
    email: row.user.email,
    pendingEmail: row.user.pendingEmail,
    website: row.website ?? "",
    about: row.about,
    gstin: row.gstin,
    status: row.status,
  };
}

async function readProfile(userId: string): Promise<EmployerProfile> {
  const row = await db.employer.findFirst({ where: memberOf(userId), select: profileSelect });
  if (!row) throw notFound(EMPLOYER_NOT_FOUND);
  return toProfile(row);
}

/** The logged-in employer's profile; 404 if the account has no company profile. */
export function getEmployerProfile(user: SessionUser): Promise<EmployerProfile> {
  return readProfile(user.id);
}

/** Just the moderation status, for the post-a-job page. */
export async function getEmployerStatus(user: SessionUser): Promise<ModerationStatus> {
  const row = await db.employer.findFirst({ where: memberOf(user.id), select: { status: true } });
  if (!row) throw notFound(EMPLOYER_NOT_FOUND);
  return row.status;
}

/** Locks the company's row for the transaction, so an admin's decision cannot interleave with a change. */
type LockedEmployer = { id: string; userId: string; orgName: string; website: string | null; gstin: string | null; status: ModerationStatus };
async function lockEmployer(tx: Tx, userId: string): Promise<LockedEmployer> {
  const rows = await tx.$queryRaw<LockedEmployer[]>`
    SELECT e."id", e."userId", e."orgName", e."website", e."gstin", e."status"::text AS "status"
    FROM "Employer" e JOIN "EmployerMember" m ON m."employerId" = e."id" WHERE m."userId" = ${userId} FOR UPDATE OF e`;
  if (!rows[0]) throw notFound(EMPLOYER_NOT_FOUND);
  return rows[0];
}

export const ONLY_OWNERS_PROFILE_MESSAGE = "Only the company's owners can change its profile.";

/**
 * Profile changes are the owners' (decisions.md section 16): 403 for recruiters and interviewers, 404
 * for a login in no company. Answers whether the owner is the account that signed the company up.
 */
async function ownerSignedUp(userId: string): Promise<boolean> {
  const member = await db.employerMember.findUnique({ where: { userId }, select: { role: true, employer: { select: { userId: true } } } });
  if (!member) throw notFound(EMPLOYER_NOT_FOUND);
  if (member.role !== "owner") throw forbidden(ONLY_OWNERS_PROFILE_MESSAGE);
  return member.employer.userId === userId;
}

// "acme.example" and "HTTPS://acme.example/" name the same site.
const siteKey = (website: string | null) =>
  (website ?? "")
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, "")
    .replace(/\/+$/, "");

/**
 * Updates the company profile and the account's mobile in one transaction (docs/decisions/0010):
 * - a rejected company goes back to the admins' queue (pending), since signing up again with the same
 *   e-mail is not possible (docs/decisions/0006);
 * - an approved company that changes its name or website, or gives a new GSTIN, goes back to review
 *   (pending) too: the admins approved the identity it had (and a GSTIN earns the "Verified employer"
 *   badge, docs/decisions/0021), and its jobs leave the public lists until they approve again;
 *   removing the GSTIN needs no review; `gstin` absent from the body keeps the stored one;
 * - `verified` is recomputed in the same transaction;
 * - a new login e-mail is not applied: it is kept as `pendingEmail` and a code is mailed to it
 *   (POST employer/confirm-email applies it). Whether another account uses the address is not
 *   checked here, so the answer is the same either way (no account probe); the confirmation checks.
 *   The code is sent first: when codes were asked for too often (429) nothing is saved.
 */
export async function updateEmployerProfile(user: SessionUser, data: EmployerProfileData, ctx: { ip: string }): Promise<EmployerProfile> {
  const signedUp = await ownerSignedUp(user.id);
  const account = await db.user.findUnique({ where: { id: user.id }, select: { email: true } });
  if (!account) throw notFound(EMPLOYER_NOT_FOUND);
  // The login's e-mail and mobile are the signing-up account's: another owner changes the company only.
  const newEmail = signedUp && data.email !== account.email.toLowerCase() ? data.email : null;
  if (newEmail) await sendSignupCode({ email: newEmail, ip: ctx.ip, mail: emailChangeCodeMail });

  await db.$transaction(async (tx) => {
    const current = await lockEmployer(tx, user.id);
    const newGstin = data.gstin !== undefined && data.gstin !== null && data.gstin !== current.gstin;
    const identityChanged = data.orgName !== current.orgName || siteKey(data.website) !== siteKey(current.website) || newGstin;
    const backToReview = current.status === "rejected" || (current.status === "approved" && identityChanged);
    // The header shows the account name, which for the signing-up account is the organisation's name.
    if (signedUp) {
      await tx.user.update({
        where: { id: user.id },
        data: { mobile: data.mobile, name: data.orgName, ...(newEmail ? { pendingEmail: newEmail } : {}) },
      });
    } else {
      // The signing-up account's name follows the company's while it still mirrors it (never an erased one's).
      await tx.user.updateMany({ where: { id: current.userId, name: current.orgName, deletedAt: null }, data: { name: data.orgName } });
    }
    await tx.employer.update({
      where: { id: current.id },
      data: {
        orgName: data.orgName,
        city: data.city,
        state: data.state,
        website: data.website,
        about: data.about,
        ...(data.gstin !== undefined ? { gstin: data.gstin } : {}),
        ...(backToReview ? { status: "pending" as const } : {}),
      },
    });
    await refreshEmployerVerified(tx, current.id);
  });
  return readProfile(user.id);
}

// Every failure of a confirmation says the same (a taken address looks like a wrong code).
const invalidCode = () => badRequest(OTP_WRONG, { otp: OTP_WRONG });

/**
 * Applies the pending login e-mail with the code mailed to it. The code is checked first (tries are
 * counted by lib/services/otp), then, in one transaction, the code is spent and the e-mail applied,
 * unless another Employer account has the address by now: that answers like a wrong code. A new
 * e-mail is a new identity, so an approved company goes back to review; the old address is told.
 */
export async function confirmEmployerEmail(user: SessionUser, data: ConfirmEmailData): Promise<EmployerProfile> {
  const account = await db.user.findUnique({ where: { id: user.id }, select: { email: true, pendingEmail: true } });
  if (!account) throw notFound(EMPLOYER_NOT_FOUND);
  const newEmail = account.pendingEmail;
  if (!newEmail) throw invalidCode();
  const codeId = await checkSignupCode({ email: newEmail, code: data.otp });

  let orgName = "";
  try {
    await db.$transaction(async (tx) => {
      const employer = await lockEmployer(tx, user.id);
      orgName = employer.orgName;
      const taken = await tx.user.findFirst({ where: { email: newEmail, role: "Employer", NOT: { id: user.id } }, select: { id: true } });
      if (taken) throw invalidCode();
      await spendSignupCode(tx, codeId);
      // Conditional: a profile save that set another pending e-mail meanwhile wins over this code.
      const { count } = await tx.user.updateMany({ where: { id: user.id, pendingEmail: newEmail }, data: { email: newEmail, pendingEmail: null } });
      if (count !== 1) throw invalidCode();
      if (employer.status === "approved") await tx.employer.update({ where: { id: employer.id }, data: { status: "pending" } });
      await refreshEmployerVerified(tx, employer.id);
    });
  } catch (error) {
    // Another employer took the address between the check and the update: the unique index says so.
    if (error && typeof error === "object" && (error as { code?: unknown }).code === "P2002") throw invalidCode();
    throw error;
  }
  await sendAfterCommit([emailChangedNoticeMail({ to: account.email, orgName, newEmail })], `employer ${user.id} e-mail change`);
  return readProfile(user.id);
}
