// Moderation (decisions.md section 5): an admin approves or rejects employers and jobs and answers
// university requests. Every decision is logged as an AdminDecision in the same transaction as the
// status change; the employer or university is e-mailed afterwards (a failed mail is logged only).
import { db } from "@/lib/db";
import { notFound } from "@/lib/api/errors";
import { sendMail, type Mail } from "@/lib/email";
import { employerDecisionMail, jobDecisionMail } from "@/lib/email/templates/decision";
import { requestDecisionMail } from "@/lib/email/templates/university";
import type { Prisma } from "@/lib/generated/prisma/client";
import { jobRowSelect, serializeJob, type JobJson } from "@/lib/jobs/serialize";
import type { SessionUser } from "@/lib/auth/types";
import type { UniversityRequestJson } from "@/lib/services/university";
import type {
  DecisionData,
  ModerationListQuery,
  PageQuery,
  RequestDecisionData,
  RequestListQuery,
} from "@/lib/validations/admin";
import { REQUEST_KIND_LABELS } from "@/lib/validations/university";

/** How many past decisions each item carries (newest first); the full log stays in the table. */
const HISTORY_LIMIT = 20;

export type DecisionJson = {
  id: string;
  status: string;
  reason: string | null;
  createdAt: string;
  admin: { id: string; name: string; email: string };
};

export type AdminEmployerJson = {
  id: string;
  status: "pending" | "approved" | "rejected";
  orgName: string;
  city: string;
  state: string;
  website: string | null;
  about: string;
  createdAt: string;
  email: string;
  mobile: string | null;
  decisions: DecisionJson[];
};

export type AdminJobJson = JobJson & {
  employer: {
    id: string;
    orgName: string;
    city: string;
    state: string;
    website: string | null;
    status: "pending" | "approved" | "rejected";
    email: string;
    mobile: string | null;
  };
  decisions: DecisionJson[];
};

/** A university's request as the console shows it: the university's own view plus who asked, and the log. */
export type AdminRequestJson = Omit<UniversityRequestJson, "updatedAt"> & {
  university: {
    id: string;
    instituteName: string;
    city: string;
    state: string;
    website: string | null;
    placementContact: string | null;
    email: string;
    mobile: string | null;
  };
  decisions: DecisionJson[];
};

export type ContactMessageJson = { id: string; name: string; mobile: string; email: string; subject: string; createdAt: string };

export type Paged<T> = { items: T[]; total: number; page: number; limit: number; hasNextPage: boolean };

const decisionsInclude = {
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  take: HISTORY_LIMIT,
  select: { id: true, status: true, reason: true, createdAt: true, admin: { select: { id: true, name: true, email: true } } },
} as const satisfies Prisma.AdminDecisionFindManyArgs;

type DecisionRow = { id: string; status: string; reason: string | null; createdAt: Date; admin: { id: string; name: string; email: string } };

function toDecision(row: DecisionRow): DecisionJson {
  return { id: row.id, status: row.status, reason: row.reason, createdAt: row.createdAt.toISOString(), admin: row.admin };
}

const employerSelect = {
  id: true,
  status: true,
  orgName: true,
  city: true,
  state: true,
  website: true,
  about: true,
  createdAt: true,
  user: { select: { email: true, mobile: true } },
  decisions: decisionsInclude,
} as const satisfies Prisma.EmployerSelect;

type EmployerRow = Prisma.EmployerGetPayload<{ select: typeof employerSelect }>;

function toEmployer(row: EmployerRow): AdminEmployerJson {
  return {
    id: row.id,
    status: row.status,
    orgName: row.orgName,
    city: row.city,
    state: row.state,
    website: row.website,
    about: row.about,
    createdAt: row.createdAt.toISOString(),
    email: row.user.email,
    mobile: row.user.mobile,
    decisions: row.decisions.map(toDecision),
  };
}

const jobSelect = {
  ...jobRowSelect,
  employer: {
    select: {
      id: true,
      orgName: true,
      city: true,
      state: true,
      website: true,
      status: true,
      user: { select: { email: true, mobile: true } },
    },
  },
  decisions: decisionsInclude,
} as const satisfies Prisma.JobSelect;

type JobRow = Prisma.JobGetPayload<{ select: typeof jobSelect }>;

function toJob(row: JobRow): AdminJobJson {
  const { employer } = row;
  return {
    ...serializeJob(row),
    employer: {
      id: employer.id,
      orgName: employer.orgName,
      city: employer.city,
      state: employer.state,
      website: employer.website,
      status: employer.status,
      email: employer.user.email,
      mobile: employer.user.mobile,
    },
    decisions: row.decisions.map(toDecision),
  };
}

const requestSelect = {
  id: true,
  kind: true,
  programme: true,
  startDate: true,
  endDate: true,
  expectedStudents: true,
  notes: true,
  status: true,
  response: true,
  createdAt: true,
  university: {
    select: {
      id: true,
      instituteName: true,
      city: true,
      state: true,
      website: true,
      placementContact: true,
      user: { select: { email: true, mobile: true } },
    },
  },
  decisions: decisionsInclude,
} as const satisfies Prisma.UniversityRequestSelect;

type RequestRow = Prisma.UniversityRequestGetPayload<{ select: typeof requestSelect }>;

/** A @db.Date column as YYYY-MM-DD. */
export function isoDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

function toRequest(row: RequestRow): AdminRequestJson {
  const { university } = row;
  return {
    id: row.id,
    kind: row.kind,
    kindLabel: REQUEST_KIND_LABELS[row.kind],
    programme: row.programme,
    startDate: isoDate(row.startDate),
    endDate: isoDate(row.endDate),
    expectedStudents: row.expectedStudents,
    notes: row.notes,
    status: row.status,
    response: row.response,
    createdAt: row.createdAt.toISOString(),
    university: {
      id: university.id,
      instituteName: university.instituteName,
      city: university.city,
      state: university.state,
      website: university.website,
      placementContact: university.placementContact,
      email: university.user.email,
      mobile: university.user.mobile,
    },
    decisions: row.decisions.map(toDecision),
  };
}

function paged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  return { items, total, page, limit, hasNextPage: page * limit < total };
}

// Newest first; the id breaks ties so pages never overlap.
const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** Employers, optionally of one status, newest first, one page (in SQL). */
export async function listEmployers(query: ModerationListQuery): Promise<Paged<AdminEmployerJson>> {
  const where: Prisma.EmployerWhereInput = query.status ? { status: query.status } : {};
  const [rows, total] = await Promise.all([
    db.employer.findMany({
      where,
      select: employerSelect,
      orderBy: NEWEST_FIRST,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.employer.count({ where }),
  ]);
  return paged(rows.map(toEmployer), total, query.page, query.limit);
}

/** Jobs (not deleted), optionally of one status, newest first, one page, each with its employer. */
export async function listJobs(query: ModerationListQuery): Promise<Paged<AdminJobJson>> {
  const where: Prisma.JobWhereInput = { deletedAt: null, ...(query.status ? { status: query.status } : {}) };
  const [rows, total] = await Promise.all([
    db.job.findMany({ where, select: jobSelect, orderBy: NEWEST_FIRST, skip: (query.page - 1) * query.limit, take: query.limit }),
    db.job.count({ where }),
  ]);
  return paged(rows.map(toJob), total, query.page, query.limit);
}

/** University requests, optionally of one status, newest first, one page. */
export async function listRequests(query: RequestListQuery): Promise<Paged<AdminRequestJson>> {
  const where: Prisma.UniversityRequestWhereInput = query.status ? { status: query.status } : {};
  const [rows, total] = await Promise.all([
    db.universityRequest.findMany({
      where,
      select: requestSelect,
      orderBy: NEWEST_FIRST,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.universityRequest.count({ where }),
  ]);
  return paged(rows.map(toRequest), total, query.page, query.limit);
}

/** Messages from the contact form, newest first. */
export async function listContactMessages(query: PageQuery): Promise<Paged<ContactMessageJson>> {
  const [rows, total] = await Promise.all([
    db.contactMessage.findMany({
      select: { id: true, name: true, mobile: true, email: true, subject: true, createdAt: true },
      orderBy: NEWEST_FIRST,
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
    db.contactMessage.count(),
  ]);
  return paged(
    rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total,
    query.page,
    query.limit,
  );
}

/** Counts for the console's overview. */
export async function pendingCounts(): Promise<{ employers: number; jobs: number; requests: number; messages: number }> {
  const [employers, jobs, requests, messages] = await Promise.all([
    db.employer.count({ where: { status: "pending" } }),
    db.job.count({ where: { status: "pending", deletedAt: null } }),
    db.universityRequest.count({ where: { status: "pending" } }),
    db.contactMessage.count(),
  ]);
  return { employers, jobs, requests, messages };
}

/** Sends a decision mail; the decision stands whatever happens to the mail. */
async function notify(mail: Mail, what: string): Promise<void> {
  try {
    await sendMail(mail);
  } catch (error) {
    console.error(`[admin] ${what}: the decision is saved but the e-mail failed:`, error instanceof Error ? error.message : error);
  }
}

/**
 * Approves or rejects an employer. Rejecting hides its jobs everywhere, because the public lists show
 * only jobs of approved employers; the jobs keep their own status, so approving again restores them.
 * Setting the status it already has changes nothing (no log entry, no mail).
 */
export async function decideEmployer(admin: SessionUser, id: string, data: DecisionData): Promise<AdminEmployerJson> {
  const changed = await db.$transaction(async (tx) => {
    // The conditional update is the check: two admins deciding at once cannot both log a change.
    const { count } = await tx.employer.updateMany({ where: { id, status: { not: data.status } }, data: { status: data.status } });
    if (count === 0) {
      if (!(await tx.employer.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Employer not found.");
      return false;
    }
    await tx.adminDecision.create({ data: { adminId: admin.id, employerId: id, status: data.status, reason: data.reason ?? null } });
    return true;
  });
  const employer = toEmployer(await db.employer.findUniqueOrThrow({ where: { id }, select: employerSelect }));
  if (changed) {
    await notify(
      employerDecisionMail({ to: employer.email, orgName: employer.orgName, status: data.status, reason: data.reason }),
      `employer ${id}`,
    );
  }
  return employer;
}

/** Approves or rejects a job (not a deleted one). Same rules as decideEmployer. */
export async function decideJob(admin: SessionUser, id: string, data: DecisionData): Promise<AdminJobJson> {
  const changed = await db.$transaction(async (tx) => {
    const { count } = await tx.job.updateMany({
      where: { id, deletedAt: null, status: { not: data.status } },
      data: { status: data.status },
    });
    if (count === 0) {
      if (!(await tx.job.findFirst({ where: { id, deletedAt: null }, select: { id: true } }))) throw notFound("Job not found.");
      return false;
    }
    await tx.adminDecision.create({ data: { adminId: admin.id, jobId: id, status: data.status, reason: data.reason ?? null } });
    return true;
  });
  const job = toJob(await db.job.findUniqueOrThrow({ where: { id }, select: jobSelect }));
  if (changed) {
    await notify(
      jobDecisionMail({
        to: job.employer.email,
        orgName: job.employer.orgName,
        post: job.post,
        status: data.status,
        reason: data.reason,
        employerApproved: job.employer.status === "approved",
      }),
      `job ${id}`,
    );
  }
  return job;
}

/** Accepts or declines a university request; the response is shown to the university and mailed. */
export async function decideRequest(admin: SessionUser, id: string, data: RequestDecisionData): Promise<AdminRequestJson> {
  const changed = await db.$transaction(async (tx) => {
    const { count } = await tx.universityRequest.updateMany({
      where: { id, status: { not: data.status } },
      data: { status: data.status, response: data.response ?? null },
    });
    if (count === 0) {
      if (!(await tx.universityRequest.findUnique({ where: { id }, select: { id: true } }))) throw notFound("Request not found.");
      return false;
    }
    await tx.adminDecision.create({ data: { adminId: admin.id, requestId: id, status: data.status, reason: data.response ?? null } });
    return true;
  });
  const request = toRequest(await db.universityRequest.findUniqueOrThrow({ where: { id }, select: requestSelect }));
  if (changed) {
    await notify(
      requestDecisionMail({
        to: request.university.email,
        instituteName: request.university.instituteName,
        kindLabel: request.kindLabel,
        programme: request.programme,
        startDate: request.startDate,
        endDate: request.endDate,
        status: data.status,
        response: data.response,
      }),
      `request ${id}`,
    );
  }
  return request;
}
