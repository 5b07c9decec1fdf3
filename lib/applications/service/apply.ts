// Candidates applying to jobs and reading their own applications (spec section 4 'Applying';
// decisions.md sections 4 and 9: 201, 409 ALREADY_APPLIED, 403 PROFILE_INCOMPLETE 'Please complete your profile').
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { MyApplicationsPage } from "@/lib/applications/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { mailApplicationAfterResponse } from "@/lib/applications/service/apply-mails";
import { applyStatement } from "@/lib/applications/service/apply-statement";
import { jobRowSelect, serializeJob } from "@/lib/job-search/service/serialize";
import { currentInterview, eventJson, eventRowSelect, type ApplicationJson } from "@/lib/job-search/service/application-json";
import { serializeJobRow } from "@/lib/job-search/service/sql";
import { JOB_CLOSED_MESSAGE } from "@/lib/job-search/service/lifecycle";
import { EVENTS_SHOWN } from "@/lib/pipeline/service/detail";
import type { CreateApplicationInput, MyApplicationsQuery } from "@/lib/applications/schemas";

export const APPLIED_MESSAGE = "Applied successfully";
const PROFILE_INCOMPLETE_MESSAGE = "Please complete your profile";
const ALREADY_APPLIED_MESSAGE = "You have already applied for this job";
const JOB_NOT_FOUND_MESSAGE = "Job not found";
const APPLICATION_NOT_FOUND_MESSAGE = "Application not found.";

/**
 * Applies the candidate to an open job (a closed or expired one: 409 JOB_CLOSED), exactly once (409
 * ALREADY_APPLIED), in one statement after the session's (apply-statement.ts). Once it is committed the
 * company's owners and recruiters get an e-mail and the candidate a receipt (decisions.md section 19),
 * after the answer has gone out; a mail failure is logged and does not undo the application.
 */
export async function createApplication(user: SessionUser, { jobId }: CreateApplicationInput): Promise<ApplicationJson> {
  if (user.role !== "Candidate") throw forbidden();

  const { profileComplete, job, jobOpen, application } = await applyStatement(user.id, jobId, new Date());
  if (!profileComplete) throw forbidden(PROFILE_INCOMPLETE_MESSAGE, "PROFILE_INCOMPLETE");
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  if (!jobOpen) throw conflict(JOB_CLOSED_MESSAGE, "JOB_CLOSED");
  if (!application) throw conflict(ALREADY_APPLIED_MESSAGE, "ALREADY_APPLIED");

  await mailApplicationAfterResponse({
    applicationId: application.id,
    employerId: job.employerId,
    jobId: job.id,
    post: job.post,
    orgName: job.orgName,
    candidate: { name: user.name, email: user.email },
  });

  const event = {
    id: application.eventId,
    from: null,
    to: "applied",
    actorRole: "Candidate",
    createdAt: application.createdAt,
    reason: null,
    message: null,
    note: null,
    interviewAt: null,
    interviewMode: null,
    interviewLocation: null,
    actorId: user.id,
    actorTeamRole: null,
  } as const;
  return {
    id: application.id,
    status: "applied",
    createdAt: application.createdAt.toISOString(),
    job: serializeJobRow(job, { applied: true }),
    jobRemoved: false,
    events: [eventJson(event, false)],
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
