// Shared by the messages tests: a company (its owner made a member by the migration's trigger) with
// one job and one candidate's application, and more members of any role.
import { randomUUID } from "node:crypto";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { TeamRole } from "@/lib/generated/prisma/enums";
import { createCandidate, createEmployer, createJob, createUser } from "@/tests/factories";

export async function threadFixture(opts: { post?: string } = {}) {
  const { user: owner, employer } = await createEmployer({ orgName: `Msg ${randomUUID().slice(0, 8)}` });
  const job = await createJob({ employerId: employer.id, post: opts.post ?? "Backend Developer" });
  const { user: candidate } = await createCandidate({ complete: true, name: "Asha Rao" });
  const application = await db.application.create({ data: { jobId: job.id, candidateId: candidate.id } });
  return { owner: owner as SessionUser, employer, job, candidate: candidate as SessionUser, application };
}

/** Another member of the company, with an Employer login. */
export async function addMember(employerId: string, role: TeamRole, name = `Member ${role}`): Promise<SessionUser> {
  const user = await createUser({ role: "Employer", name });
  await db.employerMember.create({ data: { employerId, userId: user.id, role } });
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

export const assign = (applicationId: string, userId: string) => db.applicationInterviewer.create({ data: { applicationId, userId } });

/** Unread "message" notifications of a person. */
export const unreadMessageNotifications = (userId: string) => db.notification.findMany({ where: { userId, kind: "message", readAt: null } });
