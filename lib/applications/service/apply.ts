// Candidates applying to jobs and reading their own applications (spec section 4 'Applying';
// decisions.md sections 4 and 9: 201, 409 ALREADY_APPLIED, 403 PROFILE_INCOMPLETE 'Please complete your profile').
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { MyApplicationsPage } from "@/lib/applications/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { sendMail, type Mail } from "@/lib/email";
import { applicationReceivedMail, newApplicationMail } from "@/lib/applications/mails";
import { companyContacts } from "@/lib/teams/service/contacts";
import { currentInterview, eventJson, eventRowSelect, jobRowSelect, serializeJob, type ApplicationJson } from "@/lib/job-search/service/serialize";
import { isJobOpen, JOB_CLOSED_MESSAGE } from "@/lib/job-search/service/lifecycle";
import { EVENTS_SHOWN } from "@/lib/pipeline/service/detail";
import type { CreateApplicationInput, MyApplicationsQuery } from "@/lib/applications/schemas";

export const APPLIED_MESSAGE = "Applied successfully";
const PROFILE_INCOMPLETE_MESSAGE = "Please complete your profile";
const ALREADY_APPLIED_MESSAGE = "You have already applied for this job";
const JOB_NOT_FOUND_MESSAGE = "Job not found";
const APPLICATION_NOT_FOUND_MESSAGE = "Application not found.";

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/**
 * Applies the candidate to an open job (a closed or expired one: 409 JOB_CLOSED), exactly once: the unique index on
 * (candidateId, jobId) decides between concurrent attempts. Once it is committed the company's owners and recruiters get
 * an e-mail and the candidate a receipt (decisions.md section 19); a mail failure is logged and does
 * not undo the application.
 */
export async function createApplication(user: SessionUser, { jobId }: CreateApplicationInput): Promise<ApplicationJson> {
  if (user.role !== "Candidate") throw forbidden();

  const profile = await db.candidateProfile.findUnique({ where: { userId: user.id }, select: { isProfileCompleted: true } });
  if (!profile?.isProfileCompleted) throw forbidden(PROFILE_INCOMPLETE_MESSAGE, "PROFILE_INCOMPLETE");

  const job = await db.job.findFirst({
    where: { id: jobId, status: "approved", deletedAt: null, employer: { status: "approved" } },
    select: { ...jobRowSelect, employerId: true, employer: { select: { orgName: true, city: true, state: true, website: true, verified: true } } },
  });
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  if (!isJobOpen(job)) throw conflict(JOB_CLOSED_MESSAGE, "JOB_CLOSED");

  let application;
  try {
    // The application and its first event ("applied", by the candidate) are one write: the timeline
    // never lacks its start.
    application = await db.$transaction(async (tx) => {
      const created = await tx.application.create({
        data: { jobId: job.id, candidateId: user.id },
        select: { id: true, status: true, createdAt: true, statusChangedAt: true },
      });
      const event = await tx.applicationEvent.create({
        data: { applicationId: created.id, from: null, to: "applied", actorRole: "Candidate", actorId: user.id, createdAt: created.createdAt },
        select: eventRowSelect,
      });
      return { ...created, event };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ALREADY_APPLIED_MESSAGE, "ALREADY_APPLIED");
    throw error;
  }

  const applicationId = application.id;
  // The company's owners and recruiters, each their own mail (decisions.md section 16).
  const contacts = await companyContacts(db, job.employerId);
  const mails: [string, Mail][] = [
    ...contacts.map((contact): [string, Mail] => [
      `employer member ${contact.userId}`,
      newApplicationMail({ to: contact.email, jobId: job.id, post: job.post, candidateName: user.name }),
    ]),
    ["the candidate", applicationReceivedMail({ to: user.email, candidateName: user.name, post: job.post, orgName: job.employer.orgName })],
  ];
  await Promise.all(
    mails.map(([who, mail]) =>
      sendMail(mail).catch((error: unknown) => {
        console.error(`[applications] could not e-mail ${who} about application ${applicationId}:`, error instanceof Error ? error.message : error);
      }),
    ),
  );

  return {
    id: application.id,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    job: serializeJob(job, { applied: true }),
    jobRemoved: false,
    events: [eventJson(application.event, false)],
    interview: null,
  };
}

/** One of the candidate's applications as their pages show it: the job (flagged once removed) and the history. */
const myApplicationSelect = {
  id: true,
  status: true,
  createdAt: true,
  job: { select: { ...jobRowSelect, deletedAt: true, employer: { select: { orgName: true, city: true, state: true, website: true, verified: true, status: true } } } },
  // Newest first so the cap keeps the latest; shown oldest first.
  events: { select: eventRowSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: EVENTS_SHOWN },
} as const satisfies Prisma.ApplicationSelect;

function myApplicationJson(row: Prisma.ApplicationGetPayload<{ select: typeof myApplicationSelect }>): ApplicationJson {
  // The candidate's view: never the employer's private notes.
  const events = row.events.toReversed().map((event) => eventJson(event, false));
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    job: serializeJob(row.job, { applied: true }),
    jobRemoved: row.job.deletedAt !== null || row.job.status !== "approved" || row.job.employer.status !== "approved",
    events,
    interview: currentInterview(row.status, events),
  };
}

/** The candidate's applications, newest first, one page at a time (jobs removed since are flagged), each with its history. */
export async function listMyApplications(user: SessionUser, { page, limit }: MyApplicationsQuery): Promise<MyApplicationsPage> {
  if (user.role !== "Candidate") throw forbidden();
  const rows = await db.application.findMany({
    where: { candidateId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * limit,
    take: limit + 1,
    select: myApplicationSelect,
  });
  const hasNextPage = rows.length > limit;
  return { applications: rows.slice(0, limit).map(myApplicationJson), page, hasNextPage };
}

/** One of the candidate's own applications (its thread's page); anyone else's, or a deleted job's: 404. */
export async function getMyApplication(user: SessionUser, { id }: { id: string }): Promise<ApplicationJson> {
  if (user.role !== "Candidate") throw forbidden();
  // A deleted job's application has no page (its thread is gone with the job, lib/messages/service/access.ts).
  const row = await db.application.findFirst({ where: { id, candidateId: user.id, job: { deletedAt: null } }, select: myApplicationSelect });
  if (!row) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  return myApplicationJson(row);
}
