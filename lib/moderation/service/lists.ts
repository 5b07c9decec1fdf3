// The console's lists (decisions.md section 5): employers, jobs and university requests, each
// optionally of one status and matching a search, newest first, one page read in SQL (the contact messages' list is in
// lib/contact/service.ts).
import { db } from "@/lib/db";
import type { AdminEmployerJson, AdminJobJson, AdminRequestJson } from "@/lib/moderation/contract";
import type { SessionUser } from "@/lib/auth/types";
import { assertAdmin } from "@/lib/admin/service/access";
import { withDuplicateNames } from "@/lib/moderation/service/employer-signals";
import { employerSelect, jobSelect, requestSelect, toAdminEmployer, toAdminJob, toAdminRequest } from "@/lib/moderation/service/serialize";
import { pageOf, type Paged } from "@/lib/db/paged";
import { escapeLike } from "@/lib/job-search/service/sql";
import type { ModerationListQuery, RequestListQuery } from "@/lib/moderation/schemas";

const byStatus = <S extends string>(status: S | undefined) => (status ? { status } : {});

/**
 * A case-insensitive substring (ILIKE) of the given text columns. Prisma passes `contains` to LIKE as
 * it is, so the wildcards are escaped: "50%" and "_" are looked for as typed. Jobs is the one table
 * that grows large: its title has a trigram index (Job_post_trgm_idx) that serves ILIKE '%…%';
 * employers and requests number in the thousands.
 */
const contains = (search: string) => ({ contains: escapeLike(search), mode: "insensitive" as const });

export async function listEmployers(admin: SessionUser, query: ModerationListQuery): Promise<Paged<AdminEmployerJson>> {
  assertAdmin(admin);
  const where = {
    ...byStatus(query.status),
    ...(query.search ? { OR: [{ orgName: contains(query.search) }, { user: { email: contains(query.search) } }] } : {}),
  };
  return pageOf(
    query,
    async (page) => withDuplicateNames(await db.employer.findMany({ where, select: employerSelect, ...page })),
    () => db.employer.count({ where }),
    toAdminEmployer,
  );
}

/** Jobs that are not deleted, each with its employer. */
export async function listJobs(admin: SessionUser, query: ModerationListQuery): Promise<Paged<AdminJobJson>> {
  assertAdmin(admin);
  const where = {
    deletedAt: null,
    ...byStatus(query.status),
    ...(query.search ? { OR: [{ post: contains(query.search) }, { employer: { orgName: contains(query.search) } }] } : {}),
  };
  return pageOf(
    query,
    (page) => db.job.findMany({ where, select: jobSelect, ...page }),
    () => db.job.count({ where }),
    toAdminJob,
  );
}

export async function listRequests(admin: SessionUser, query: RequestListQuery): Promise<Paged<AdminRequestJson>> {
  assertAdmin(admin);
  const where = {
    ...byStatus(query.status),
    ...(query.search ? { OR: [{ programme: contains(query.search) }, { university: { instituteName: contains(query.search) } }] } : {}),
  };
  return pageOf(
    query,
    (page) => db.universityRequest.findMany({ where, select: requestSelect, ...page }),
    () => db.universityRequest.count({ where }),
    toAdminRequest,
  );
}

/** What waits for the admin; `reports`: jobs (not deleted) with open reports, as GET admin/reports counts them. */
type PendingCounts = { employers: number; jobs: number; universities: number; requests: number; messages: number; reports: number };

/** Counts for the console's overview: what waits for a decision, and the messages. */
export async function pendingCounts(admin: SessionUser): Promise<PendingCounts> {
  assertAdmin(admin);
  const [employers, jobs, universities, requests, messages, reports] = await Promise.all([
    db.employer.count({ where: { status: "pending" } }),
    db.job.count({ where: { status: "pending", deletedAt: null } }),
    db.university.count({ where: { status: "pending" } }),
    db.universityRequest.count({ where: { status: "pending" } }),
    db.contactMessage.count(),
    db.job.count({ where: { deletedAt: null, reports: { some: { resolvedAt: null } } } }),
  ]);
  return { employers, jobs, universities, requests, messages, reports };
}
