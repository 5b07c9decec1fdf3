// Who may read an application's thread (decisions.md section 16): the candidate who applied, and the
// members of the job's company who may read the application: owners and recruiters, and interviewers
// assigned to it. Anyone else, admins included, and any application of a deleted job: 404, so an id
// reveals nothing. The where is built here rather than borrowed from the pipeline's detail service,
// which changes with the teams work.
import "server-only";
import { ApiError, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { approvedEmployer, JOB_ROLES } from "@/lib/job-posting/service/approved-employer";
import { APPLICATION_NOT_FOUND_MESSAGE, type MessageSide } from "@/lib/messages/rules";
import type { Tx } from "@/lib/transitions/transition";

/** The thread as the acting person reaches it: their side and what the messages' words need. */
export type ThreadAccess = {
  applicationId: string;
  side: MessageSide;
  candidateId: string;
  candidateName: string;
  employerId: string;
  orgName: string;
  post: string;
};

const threadSelect = {
  id: true,
  candidateId: true,
  candidate: { select: { name: true } },
  job: { select: { post: true, employerId: true, employer: { select: { orgName: true } } } },
} as const satisfies Prisma.ApplicationSelect;

/** The company side's filter: the company's live job, and for an interviewer only what is assigned to them. */
function companyWhere(id: string, employerId: string, userId: string, interviewer: boolean): Prisma.ApplicationWhereInput {
  return {
    id,
    job: { employerId, deletedAt: null },
    ...(interviewer ? { interviewers: { some: { userId } } } : {}),
  };
}

async function companyFilter(user: SessionUser, id: string): Promise<Prisma.ApplicationWhereInput | null> {
  try {
    const member = await approvedEmployer(user, { interviewer: true });
    return companyWhere(id, member.id, user.id, member.role === "interviewer");
  } catch (error) {
    // Not a member of an approved company: as for anyone else, the application does not exist.
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** The acting person's access to the thread of application `id`; 404 "Application not found." otherwise. */
export async function threadAccess(user: SessionUser, id: string): Promise<ThreadAccess> {
  let where: Prisma.ApplicationWhereInput | null = null;
  if (user.role === "Candidate") where = { id, candidateId: user.id, job: { deletedAt: null } };
  else if (user.role === "Employer") where = await companyFilter(user, id);
  const row = where ? await db.application.findFirst({ where, select: threadSelect }) : null;
  if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return {
    applicationId: row.id,
    side: user.role === "Candidate" ? "candidate" : "company",
    candidateId: row.candidateId,
    candidateName: row.candidate.name,
    employerId: row.job.employerId,
    orgName: row.job.employer.orgName,
    post: row.job.post,
  };
}

/** Whether `user` still reaches the thread (the live stream re-asks now and then). */
export async function stillHasAccess(user: SessionUser, id: string): Promise<boolean> {
  try {
    await threadAccess(user, id);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** The accounts a mail or notification may go to: neither erased nor scheduled for deletion. */
export const reachableAccount = { deletedAt: null, deletionRequestedAt: null } as const satisfies Prisma.UserWhereInput;

/**
 * The company members who may read the application: its owners and recruiters, and the interviewers
 * assigned to it (still members of the company). Only accounts that may be told.
 */
export async function companyReaders(client: Tx | typeof db, applicationId: string, employerId: string): Promise<{ id: string; name: string; email: string }[]> {
  return client.user.findMany({
    where: {
      role: "Employer",
      ...reachableAccount,
      membership: {
        is: {
          employerId,
          OR: [{ role: { in: JOB_ROLES } }, { user: { interviewsAssigned: { some: { applicationId } } } }],
        },
      },
    },
    orderBy: { id: "asc" },
    select: { id: true, name: true, email: true },
  });
}

/** Whether the candidate muted the company (no notification, no mail; the messages stay readable). */
export async function hasMuted(client: Tx | typeof db, candidateId: string, employerId: string): Promise<boolean> {
  return (await client.companyMute.count({ where: { candidateId, employerId } })) > 0;
}
