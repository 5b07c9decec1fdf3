// Shared by the interviewers and scorecards tests: company members made directly (the invitation flow
// is tested on its own), on top of the pipeline tests' job-with-an-application fixture.
import { db } from "@/lib/db";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { createUser } from "@/tests/factories";

/** A new Employer login joined to the company in `role`; returns the session user and the member id. */
export async function addMember(employerId: string, role: TeamRole, name = `Member ${role}`) {
  const user = await createUser({ role: "Employer", name });
  const member = await db.employerMember.create({ data: { employerId, userId: user.id, role } });
  return { user, memberId: member.id };
}

/** The member id of the account that signed the company up (the migration's trigger made it the owner). */
export async function ownerMemberId(userId: string): Promise<string> {
  return (await db.employerMember.findUniqueOrThrow({ where: { userId }, select: { id: true } })).id;
}

/** Assigns interviewers directly (the call itself is tested in interviewers.test.ts). */
export async function assign(applicationId: string, ...userIds: string[]) {
  await db.applicationInterviewer.createMany({ data: userIds.map((userId) => ({ applicationId, userId })) });
}
