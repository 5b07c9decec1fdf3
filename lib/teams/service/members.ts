// The company's member rows as the team's writes see them: locked, so that whatever decides on the
// number of owners (a demotion, a removal, a member leaving or deleting their account) runs one after
// the other for one company and never leaves it without an owner.
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { EMPLOYER_NOT_FOUND } from "@/lib/job-posting/service/approved-employer";
import { ONLY_OWNERS_MESSAGE } from "@/lib/teams/rules/roles";
import type { Tx } from "@/lib/transitions/transition";

export type LockedMember = { id: string; userId: string; role: TeamRole };

/**
 * Locks every member row of the company until the transaction ends (in id order, so two writers
 * never wait on each other crosswise) and answers them as they are once the lock is held: a
 * transaction that waited sees what the one before it committed.
 */
export function lockCompanyMembers(tx: Tx, employerId: string): Promise<LockedMember[]> {
  return tx.$queryRaw<LockedMember[]>`
    SELECT m."id", m."userId", m."role"::text AS "role"
    FROM "EmployerMember" m WHERE m."employerId" = ${employerId}
    ORDER BY m."id" FOR UPDATE`;
}

export const countOwners = (members: readonly LockedMember[]) => members.filter((member) => member.role === "owner").length;

/** The acting user's company with its members locked; 404 for a login in no company. */
export async function lockActingTeam(tx: Tx, user: SessionUser): Promise<{ employerId: string; me: LockedMember; members: LockedMember[] }> {
  const mine = await tx.employerMember.findUnique({ where: { userId: user.id }, select: { employerId: true } });
  if (!mine || user.role !== "Employer") throw notFound(EMPLOYER_NOT_FOUND);
  const members = await lockCompanyMembers(tx, mine.employerId);
  // Removed between the two reads: as if they had never been in it.
  const me = members.find((member) => member.userId === user.id);
  if (!me) throw notFound(EMPLOYER_NOT_FOUND);
  return { employerId: mine.employerId, me, members };
}

/** 403 unless the acting member is an owner (read under the lock, so a demotion just committed counts). */
export function assertOwner(me: LockedMember): void {
  if (me.role !== "owner") throw forbidden(ONLY_OWNERS_MESSAGE);
}
