// Team invitations (decisions.md section 16). The rules:
// - An owner of an approved company invites an address in a role; the link carries 256 random bits
//   and only their SHA-256 is stored (the password reset's helpers); it works once, for
//   INVITATION_DAYS days. Inviting the same address again replaces the earlier link.
// - Not an address already in this team, nor an Employer login in another company (409
//   ALREADY_MEMBER); at most MAX_PENDING_INVITATIONS waiting at once (409 LIMIT_REACHED).
// - The mail goes after the commit, once per invitation (sendOnce); a failure is logged, never the token.
// - Accepting: the link's hash finds it; unknown, used and expired links each say so (400
//   INVALID_TOKEN). A logged-in viewer must be the invited address. An address without an Employer
//   login gets one (name and password required); a login in no company joins; one in a company is
//   409 ALREADY_MEMBER. One transaction, spent by a conditional update: of two accepts, one wins.
import "server-only";
import { ApiError, conflict, forbidden, invalidInput, type ErrorCode } from "@/lib/api/errors";
import { REQUIRED } from "@/lib/accounts/schemas/auth";
import { drawResetToken, hashResetToken } from "@/lib/accounts/service/password-reset";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { sendOnce } from "@/lib/email/once";
import { signupConsents } from "@/lib/privacy/rules";
import { hashPassword } from "@/lib/security/password";
import type { InvitationCreated, InvitationPreview, TeamMember } from "@/lib/teams/contract/common";
import { teamInvitationMail, teamInvitationMailKey } from "@/lib/teams/mails/invitations";
import {
  ALREADY_IN_TEAM_MESSAGE,
  EXPIRED_INVITATION_MESSAGE,
  IN_ANOTHER_TEAM_MESSAGE,
  INVALID_INVITATION_MESSAGE,
  LOGIN_IN_A_TEAM_MESSAGE,
  MAX_PENDING_INVITATIONS,
  NOT_APPROVED_MESSAGE,
  OTHER_ADDRESS_MESSAGE,
  TOO_MANY_INVITATIONS_MESSAGE,
  USED_INVITATION_MESSAGE,
} from "@/lib/teams/rules/roles";
import { INVITATION_DAYS, type AcceptInvitationInput, type InviteMemberInput } from "@/lib/teams/schemas/common";
import { assertOwner, lockActingTeam } from "@/lib/teams/service/members";
import type { Tx } from "@/lib/transitions/transition";

const DAY_MS = 24 * 60 * 60_000;

const isUniqueViolation = (error: unknown) => typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";

const alreadyMember = (message: string) => conflict(message, "ALREADY_MEMBER" satisfies ErrorCode);

/** POST employer/team/invitations: see the rules above. */
export async function inviteMember(user: SessionUser, { email, role }: InviteMemberInput, opts: { now?: Date } = {}): Promise<InvitationCreated> {
  const now = opts.now ?? new Date();
  const { token, tokenHash } = drawResetToken();
  const created = await db.$transaction(async (tx) => {
    // The member rows' lock also queues concurrent invitations of one company: the limit holds.
    const { employerId, me } = await lockActingTeam(tx, user);
    assertOwner(me);
    const company = await tx.employer.findUniqueOrThrow({ where: { id: employerId }, select: { orgName: true, status: true } });
    if (company.status !== "approved") throw forbidden(NOT_APPROVED_MESSAGE);
    const login = await tx.user.findUnique({
      where: { email_role: { email, role: "Employer" } },
      select: { membership: { select: { employerId: true } } },
    });
    if (login?.membership) throw alreadyMember(login.membership.employerId === employerId ? ALREADY_IN_TEAM_MESSAGE : IN_ANOTHER_TEAM_MESSAGE);

    const live = { employerId, acceptedAt: null, expiresAt: { gt: now } };
    await tx.teamInvitation.updateMany({ where: { ...live, email }, data: { expiresAt: now } });
    if ((await tx.teamInvitation.count({ where: live })) >= MAX_PENDING_INVITATIONS) throw conflict(TOO_MANY_INVITATIONS_MESSAGE, "LIMIT_REACHED");
    const invitation = await tx.teamInvitation.create({
      data: { employerId, email, role, tokenHash, invitedById: user.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) },
      select: { id: true, email: true, role: true, expiresAt: true },
    });
    return { ...invitation, orgName: company.orgName };
  });

  try {
    const mail = teamInvitationMail({
      to: created.email,
      orgName: created.orgName,
      inviterName: user.name,
      role: created.role,
      token,
      expiresAt: created.expiresAt,
      days: INVITATION_DAYS,
    });
    await sendOnce(teamInvitationMailKey(created.id), mail);
  } catch (error) {
    console.error(`[teams] could not e-mail the invitation ${created.id}:`, error instanceof Error ? error.message : error);
  }
  return { id: created.id, email: created.email, role: created.role, expiresAt: created.expiresAt.toISOString() };
}

const invalidToken = (message: string) => new ApiError(400, message, { code: "INVALID_TOKEN", errors: { token: message } });

type InvitationState = { acceptedAt: Date | null; expiresAt: Date };

/** Why a link does not work, or nothing when it does. */
function refuseDeadLink<T extends InvitationState>(invitation: T | null, now: Date): asserts invitation is T {
  if (!invitation) throw invalidToken(INVALID_INVITATION_MESSAGE);
  if (invitation.acceptedAt) throw invalidToken(USED_INVITATION_MESSAGE);
  if (invitation.expiresAt <= now) throw invalidToken(EXPIRED_INVITATION_MESSAGE);
}

const invitationSelect = {
  id: true,
  employerId: true,
  email: true,
  role: true,
  acceptedAt: true,
  expiresAt: true,
  employer: { select: { orgName: true } },
} as const;

function findInvitation(token: string) {
  return db.teamInvitation.findUnique({ where: { tokenHash: hashResetToken(token) }, select: invitationSelect });
}

/** The Employer login of an address, with the company it is in (if any). */
function employerLogin(email: string) {
  return db.user.findUnique({ where: { email_role: { email, role: "Employer" } }, select: { id: true, membership: { select: { id: true } } } });
}

/** The accept page: which company, which role, for which address, and whether a login must be made. */
export async function describeInvitation(token: string, opts: { now?: Date } = {}): Promise<InvitationPreview> {
  const now = opts.now ?? new Date();
  const invitation = await findInvitation(token);
  refuseDeadLink(invitation, now);
  const login = await employerLogin(invitation.email);
  return { orgName: invitation.employer.orgName, role: invitation.role, email: invitation.email, needsAccount: login === null };
}

/**
 * For an address without an Employer login: checks the name and password are there (400 naming the
 * missing ones), hashes the password (as signup does) before any transaction, and answers the write
 * that makes the login with the consents signup records.
 */
async function newLoginMaker(email: string, input: AcceptInvitationInput, now: Date): Promise<(tx: Tx) => Promise<string>> {
  const missing: Record<string, string> = {};
  if (!input.fullName) missing.fullName = REQUIRED;
  if (!input.password) missing.password = REQUIRED;
  if (!input.fullName || !input.password) throw invalidInput(missing);
  const name = input.fullName;
  const passwordHash = await hashPassword(input.password);
  return async (tx) => {
    const consents = { create: signupConsents().map((consent) => ({ ...consent, acceptedAt: now })) };
    const created = await tx.user.create({ data: { role: "Employer", email, name, passwordHash, consents }, select: { id: true } });
    return created.id;
  };
}

/** POST employer/team/accept: see the rules above. Answers the new member; they log in as an Employer. */
export async function acceptInvitation(viewer: SessionUser | null, input: AcceptInvitationInput, opts: { now?: Date } = {}): Promise<TeamMember> {
  const now = opts.now ?? new Date();
  const invitation = await findInvitation(input.token);
  refuseDeadLink(invitation, now);
  if (viewer && viewer.email.trim().toLowerCase() !== invitation.email) throw forbidden(OTHER_ADDRESS_MESSAGE);

  const login = await employerLogin(invitation.email);
  if (login?.membership) throw alreadyMember(LOGIN_IN_A_TEAM_MESSAGE);
  // The login that joins: the address's Employer login, or a new one made with the invitation.
  const joiningLogin: (tx: Tx) => Promise<string> = login ? async () => login.id : await newLoginMaker(invitation.email, input, now);

  let memberId: string;
  try {
    memberId = await db.$transaction(async (tx) => {
      const spent = await tx.teamInvitation.updateMany({
        where: { id: invitation.id, acceptedAt: null, expiresAt: { gt: now } },
        data: { acceptedAt: now },
      });
      // Someone accepted it a moment ago (or it just ran out): say which.
      if (spent.count !== 1) {
        refuseDeadLink(await tx.teamInvitation.findUnique({ where: { id: invitation.id }, select: { acceptedAt: true, expiresAt: true } }), now);
        throw invalidToken(USED_INVITATION_MESSAGE);
      }
      const userId = await joiningLogin(tx);
      const member = await tx.employerMember.create({ data: { employerId: invitation.employerId, userId, role: invitation.role }, select: { id: true } });
      return member.id;
    });
  } catch (error) {
    // A login made or placed in a team by a concurrent request meets the unique indexes.
    if (isUniqueViolation(error)) throw alreadyMember(LOGIN_IN_A_TEAM_MESSAGE);
    throw error;
  }

  const member = await db.employerMember.findUniqueOrThrow({ where: { id: memberId }, select: { id: true, role: true, user: { select: { name: true, email: true } } } });
  return { id: member.id, name: member.user.name, email: member.user.email, role: member.role };
}
