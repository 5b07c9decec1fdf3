// Interviewers of an application (decisions.md section 16): owners and recruiters choose them among
// the company's members (PUT replaces the whole set); an interviewer then reads that application and
// nothing else of the company's pipeline. Newly assigned members are told in-app (same transaction)
// and by mail (after commit); the one who assigns themselves is not told what they just did.
import "server-only";
import { badRequest } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { notify } from "@/lib/notifications/service";
import { sendAfterCommit } from "@/lib/transitions/transition";
import type { InterviewersJson } from "@/lib/teams/contract/common";
import { applicationPagePath, interviewerAssignedMail, interviewingTitle } from "@/lib/teams/mails/interviewers";
import type { InterviewersInput } from "@/lib/teams/schemas/common";
import { managedApplication, readableApplication } from "@/lib/teams/service/access";

export const NOT_A_MEMBER_MESSAGE = "Choose interviewers among your company's members.";

/** The application's interviewers who are still members of the company, in the order they were assigned (then by name). */
async function interviewersOf(applicationId: string, employerId: string): Promise<InterviewersJson> {
  const rows = await db.applicationInterviewer.findMany({
    where: { applicationId, user: { membership: { is: { employerId } } } },
    orderBy: [{ assignedAt: "asc" }, { user: { name: "asc" } }, { userId: "asc" }],
    select: { user: { select: { name: true, membership: { select: { id: true } } } } },
  });
  return {
    interviewers: rows.flatMap(({ user }) => (user.membership ? [{ memberId: user.membership.id, name: user.name }] : [])),
  };
}

/** GET applications/{id}/interviewers: anyone in the company who may read the application. */
export async function getInterviewers(user: SessionUser, { id }: { id: string }): Promise<InterviewersJson> {
  const { employer, application } = await readableApplication(user, id);
  return interviewersOf(application.id, employer.id);
}

/**
 * PUT applications/{id}/interviewers (owner or recruiter): the full list of member ids. Any id that
 * is not a member of the acting company is a 400 naming `memberIds` (another company's member is
 * not told apart from an unknown id). The set is replaced under the application's row lock, so of
 * two concurrent PUTs the later one wins whole and each newcomer is told once.
 */
export async function setInterviewers(user: SessionUser, { id }: { id: string }, { memberIds }: InterviewersInput): Promise<InterviewersJson> {
  const { employer, application } = await managedApplication(user, id);
  const members = await db.employerMember.findMany({
    where: { id: { in: memberIds }, employerId: employer.id },
    select: { userId: true, user: { select: { name: true, email: true, deletionRequestedAt: true, deletedAt: true } } },
  });
  if (members.length !== memberIds.length) throw badRequest(NOT_A_MEMBER_MESSAGE, { memberIds: NOT_A_MEMBER_MESSAGE });

  const wanted = members.map((member) => member.userId);
  const title = interviewingTitle(application.candidateName, application.post);
  const added = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Application" WHERE "id" = ${application.id} FOR UPDATE`;
    const current = await tx.applicationInterviewer.findMany({ where: { applicationId: application.id }, select: { userId: true } });
    const had = new Set(current.map((row) => row.userId));
    await tx.applicationInterviewer.deleteMany({ where: { applicationId: application.id, userId: { notIn: wanted } } });
    const fresh = members.filter((member) => !had.has(member.userId));
    await tx.applicationInterviewer.createMany({ data: fresh.map((member) => ({ applicationId: application.id, userId: member.userId })) });
    const told = fresh.filter((member) => member.userId !== user.id);
    for (const member of told) {
      await notify(tx, {
        userId: member.userId,
        kind: "interviewer_assigned",
        title,
        body: `${user.name} added you as an interviewer for ${application.post}.`,
        link: applicationPagePath(application.id),
      });
    }
    return told;
  });

  // No mail to an account whose deletion is under way (docs/architecture.md).
  const orgName = (await db.employer.findUniqueOrThrow({ where: { id: employer.id }, select: { orgName: true } })).orgName;
  const mails = added
    .filter(({ user: member }) => member.deletionRequestedAt === null && member.deletedAt === null)
    .map(({ user: member }) =>
      interviewerAssignedMail({
        to: member.email,
        memberName: member.name,
        candidateName: application.candidateName,
        post: application.post,
        orgName,
        assignedBy: user.name,
        applicationId: application.id,
      }),
    );
  await sendAfterCommit(mails, `interviewers of application ${application.id}`);
  return interviewersOf(application.id, employer.id);
}

/** A member the interviewers dialog offers: any role (interviewers are the usual choice). */
export type AssignableMember = { memberId: string; name: string; role: TeamRole };

/** The company's members, interviewers first, for the owner's or recruiter's picker. */
export async function assignableMembers(employerId: string): Promise<AssignableMember[]> {
  const rows = await db.employerMember.findMany({
    where: { employerId },
    orderBy: [{ user: { name: "asc" } }, { id: "asc" }],
    select: { id: true, role: true, user: { select: { name: true } } },
  });
  const order: Record<TeamRole, number> = { interviewer: 0, recruiter: 1, owner: 2 };
  return rows
    .map((row) => ({ memberId: row.id, name: row.user.name, role: row.role }))
    .sort((a, b) => order[a.role] - order[b.role]);
}
