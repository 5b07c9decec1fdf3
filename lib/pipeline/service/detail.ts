// One application as the two sides see it (GET applications/{id}; decisions.md section 9): the
// candidate who applied sees its history without the employer's private notes; the job's employer
// sees the notes, the candidate's contact fields and who acted on each event. In the company, owners
// and recruiters read every application of its live jobs; an interviewer only those assigned to them
// (decisions.md section 16). Anyone else, admins included, gets 404: admins moderate companies and
// jobs, not hiring decisions, so they have no reason to read applications.
import { notFound } from "@/lib/api/errors";
import type { ApplicationDetail } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobRowSelect, serializeJob } from "@/lib/job-search/service/serialize";
import { currentInterview, eventJson, eventRowSelect, type ActorNames } from "@/lib/job-search/service/application-json";
import { DELETED_CANDIDATE_NAME } from "@/lib/privacy/service/account-deletion";
import { approvedEmployer, type ApprovedEmployer } from "@/lib/job-posting/service/approved-employer";

export const APPLICATION_NOT_FOUND = "Application not found.";

/** The most events one view carries (the latest ones): a timeline, not an audit export. */
export const EVENTS_SHOWN = 100;

/** An interviewer is a company viewer who gets the candidate's name only (decisions.md section 20). */
export type Viewer = "candidate" | "employer" | "interviewer";

const detailSelect = {
  id: true,
  status: true,
  createdAt: true,
  statusChangedAt: true,
  job: { select: jobRowSelect },
  candidate: { select: { id: true, name: true, email: true, mobile: true, deletedAt: true } },
  events: { select: eventRowSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: EVENTS_SHOWN },
} as const satisfies Prisma.ApplicationSelect;

// The interviewer's read leaves the contact fields in the database.
const interviewerDetailSelect = { ...detailSelect, candidate: { select: { id: true, name: true, deletedAt: true } } } as const satisfies Prisma.ApplicationSelect;

/** The names of the accounts behind the events (one query; actorId is a plain column). */
async function actorNames(events: readonly { actorId: string | null }[]): Promise<ActorNames> {
  const ids = [...new Set(events.map((event) => event.actorId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
  return new Map(users.map((user) => [user.id, user.name]));
}

/** Reads the application for a viewer who has already been checked. */
export async function loadApplicationDetail(where: Prisma.ApplicationWhereInput, viewer: Viewer): Promise<ApplicationDetail | null> {
  const row = await db.application.findFirst({ where, select: viewer === "interviewer" ? interviewerDetailSelect : detailSelect });
  if (!row) return null;
  const employer = viewer !== "candidate";
  const names = employer ? await actorNames(row.events) : undefined;
  // Read newest first (so the cap keeps the latest), shown oldest first.
  const events = row.events.toReversed().map((event) => eventJson(event, employer, names));
  const detail: ApplicationDetail = {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    job: serializeJob(row.job),
    events,
    interview: currentInterview(row.status, events),
  };
  if (employer) {
    const candidate = row.candidate as { id: string; name: string; deletedAt: Date | null; email?: string; mobile?: string | null };
    // An erased candidate (docs/decisions/0020): the application stays, nothing personal goes with it.
    const fullName = candidate.deletedAt ? DELETED_CANDIDATE_NAME : candidate.name;
    detail.candidate =
      viewer === "interviewer"
        ? { id: candidate.id, fullName }
        : { id: candidate.id, fullName, email: candidate.deletedAt ? "" : (candidate.email ?? ""), mobile: candidate.deletedAt ? "" : (candidate.mobile ?? "") };
  }
  return detail;
}

/** Where an application belongs to the employer's live job (a deleted job's applications are out of reach). */
export const employerOwns = (id: string, employerId: string): Prisma.ApplicationWhereInput => ({
  id,
  job: { employerId, deletedAt: null },
});

/**
 * Where a member of the company may read the application: owners and recruiters any of the company's
 * live jobs' applications, an interviewer only those assigned to them (else it is not found).
 */
export function companyApplicationWhere(user: SessionUser, employer: ApprovedEmployer, id: string): Prisma.ApplicationWhereInput {
  const where = employerOwns(id, employer.id);
  return employer.role === "interviewer" ? { ...where, interviewers: { some: { userId: user.id } } } : where;
}

export async function getApplication(user: SessionUser, { id }: { id: string }): Promise<ApplicationDetail> {
  let detail: ApplicationDetail | null = null;
  if (user.role === "Candidate") {
    detail = await loadApplicationDetail({ id, candidateId: user.id }, "candidate");
  } else if (user.role === "Employer") {
    const employer = await approvedEmployer(user, { interviewer: true });
    detail = await loadApplicationDetail(companyApplicationWhere(user, employer, id), employer.role === "interviewer" ? "interviewer" : "employer");
  }
  if (!detail) throw notFound(APPLICATION_NOT_FOUND);
  return detail;
}
