// The company's team (decisions.md section 16): who is in it, their roles, removing them. The rules:
// - Every member reads the team; only owners see the pending invitations and change anything.
// - Another company's member is 404 (an id tells nothing), like every object of another company.
// - A company keeps at least one owner (409 LAST_OWNER): the member rows are locked first
//   (lockCompanyMembers), so two owners demoting each other at once leave one of them an owner.
// - Ownership passes by making another member an owner; then the old owner may step down or leave.
// - A removed member's sessions end in the same transaction, and with them their access; what
//   they did (jobs, decisions, scorecards, messages) stays with the company.
import "server-only";
import { conflict, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { forgetSessionsOf } from "@/lib/auth/session-memo";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { EMPLOYER_NOT_FOUND } from "@/lib/job-posting/service/approved-employer";
import type { TeamJson, TeamMember } from "@/lib/teams/contract/common";
import { LAST_OWNER_MESSAGE, MEMBER_NOT_FOUND_MESSAGE } from "@/lib/teams/rules/roles";
import type { ChangeRoleInput, MemberParams } from "@/lib/teams/schemas/common";
import { assertOwner, countOwners, lockActingTeam, type LockedMember } from "@/lib/teams/service/members";
import type { Tx } from "@/lib/transitions/transition";

const memberSelect = { id: true, role: true, user: { select: { name: true, email: true } } } as const;
type MemberRow = { id: string; role: TeamRole; user: { name: string; email: string } };

const toMember = (row: MemberRow): TeamMember => ({ id: row.id, name: row.user.name, email: row.user.email, role: row.role });

/** Owners first, then by name (the same order on every screen). */
function byOwnerThenName(a: TeamMember, b: TeamMember): number {
  const owner = Number(b.role === "owner") - Number(a.role === "owner");
  return owner || a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id);
}

/** GET employer/team: the acting member's company, its members, and (owners only) its pending invitations. */
export async function getTeam(user: SessionUser, opts: { now?: Date } = {}): Promise<TeamJson> {
  const now = opts.now ?? new Date();
  const mine = await db.employerMember.findUnique({ where: { userId: user.id }, select: { employerId: true, role: true } });
  if (!mine || user.role !== "Employer") throw notFound(EMPLOYER_NOT_FOUND);
  const [members, invitations] = await Promise.all([
    db.employerMember.findMany({ where: { employerId: mine.employerId }, select: memberSelect }),
    mine.role === "owner"
      ? db.teamInvitation.findMany({
          where: { employerId: mine.employerId, acceptedAt: null, expiresAt: { gt: now } },
          orderBy: [{ createdAt: "desc" }, { id: "asc" }],
          select: { id: true, email: true, role: true, expiresAt: true },
        })
      : Promise.resolve([]),
  ]);
  return {
    members: members.map(toMember).sort(byOwnerThenName),
    invitations: invitations.map((invitation) => ({ ...invitation, expiresAt: invitation.expiresAt.toISOString() })),
  };
}

function findTarget(members: LockedMember[], memberId: string): LockedMember {
  const target = members.find((member) => member.id === memberId);
  if (!target) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return target;
}

/** Refuses what would leave the company without an owner: `target` stops being one and is the only one. */
function keepAnOwner(members: LockedMember[], target: LockedMember): void {
  if (target.role === "owner" && countOwners(members) === 1) throw conflict(LAST_OWNER_MESSAGE, "LAST_OWNER");
}

/** PATCH employer/team/{memberId}: an owner changes a member's role (their own too, while another owner remains). */
export async function changeMemberRole(user: SessionUser, { memberId }: MemberParams, { role }: ChangeRoleInput): Promise<TeamMember> {
  await db.$transaction(async (tx) => {
    const { me, members } = await lockActingTeam(tx, user);
    assertOwner(me);
    const target = findTarget(members, memberId);
    if (target.role === role) return;
    if (role !== "owner") keepAnOwner(members, target);
    await tx.employerMember.update({ where: { id: target.id }, data: { role } });
    // What the member may read changed: every server re-checks what holds their session open (their live
    // message streams end within 2 s if the new role cannot read the thread; decisions.md section 20).
    // Delivered on commit, like the Session triggers' notices.
    await tx.$executeRaw`SELECT pg_notify('session_changed', ${target.userId})`;
  });
  const row = await db.employerMember.findUnique({ where: { id: memberId }, select: memberSelect });
  // Removed in the instant after the commit: the change was made, the member is gone.
  if (!row) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
  return toMember(row);
}

/**
 * Takes a member out of the company inside the caller's transaction: the member row and their
 * interviewer assignments on this company's applications go; their work stays. Account deletion
 * (lib/privacy) uses it too, so leaving is the same whatever the door.
 */
export async function leaveCompany(tx: Tx, employerId: string, member: LockedMember): Promise<void> {
  await tx.employerMember.delete({ where: { id: member.id } });
  await tx.applicationInterviewer.deleteMany({ where: { userId: member.userId, application: { job: { employerId } } } });
}

/**
 * DELETE employer/team/{memberId}: an owner removes a member, or any member leaves (their own id);
 * never the last owner. The member's sessions end at once (the same transaction).
 */
export async function removeMember(user: SessionUser, { memberId }: MemberParams, opts: { now?: Date } = {}): Promise<null> {
  const now = opts.now ?? new Date();
  await db.$transaction(async (tx) => {
    const { employerId, me, members } = await lockActingTeam(tx, user);
    if (memberId !== me.id) assertOwner(me);
    const target = findTarget(members, memberId);
    keepAnOwner(members, target);
    await leaveCompany(tx, employerId, target);
    await tx.session.updateMany({ where: { userId: target.userId, revokedAt: null }, data: { revokedAt: now } });
    return target.userId;
  }).then(forgetSessionsOf);
  return null;
}
