// Who may act on one application inside its company (decisions.md section 16): the same rule as
// GET applications/{id} (companyApplicationWhere), so whoever can read an application can rate it,
// and nobody else learns it exists (404 for another company, an unassigned interviewer, a candidate).
import "server-only";
import { notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { approvedEmployer, type ApprovedEmployer } from "@/lib/job-posting/service/approved-employer";
import { APPLICATION_NOT_FOUND, companyApplicationWhere, employerOwns } from "@/lib/pipeline/service/detail";

const applicationFacts = {
  id: true,
  candidate: { select: { name: true } },
  job: { select: { id: true, post: true } },
} as const;

export type CompanyApplication = { employer: ApprovedEmployer; application: { id: string; candidateName: string; jobId: string; post: string } };

async function find(employer: ApprovedEmployer, where: Prisma.ApplicationWhereInput): Promise<CompanyApplication> {
  const row = await db.application.findFirst({ where, select: applicationFacts });
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return { employer, application: { id: row.id, candidateName: row.candidate.name, jobId: row.job.id, post: row.job.post } };
}

/** The application when the acting member may read it (owner, recruiter, or an interviewer assigned to it). */
export async function readableApplication(user: SessionUser, id: string): Promise<CompanyApplication> {
  if (user.role !== "Employer") throw notFound(APPLICATION_NOT_FOUND);
  const employer = await approvedEmployer(user, { interviewer: true });
  return find(employer, companyApplicationWhere(user, employer, id));
}

/** The application when the acting member manages the company's pipeline (owner or recruiter; interviewers 403). */
export async function managedApplication(user: SessionUser, id: string): Promise<CompanyApplication> {
  if (user.role !== "Employer") throw notFound(APPLICATION_NOT_FOUND);
  const employer = await approvedEmployer(user);
  return find(employer, employerOwns(id, employer.id));
}
