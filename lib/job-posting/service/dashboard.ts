// The employer's own jobs: the applications dashboard (with counts) and one job for the applicants page.
import { notFound } from "@/lib/api/errors";
import type { EmployerJobsPage } from "@/lib/job-posting/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import { managedBy } from "@/lib/job-posting/service/approved-employer";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobRowSelect, serializeJob, type JobJson } from "@/lib/job-search/service/serialize";
import { escapeLike, jobColumns, serializeJobRow, type JobSqlRow } from "@/lib/job-search/service/sql";
import type { EmployerJobsQuery } from "@/lib/job-posting/schemas/employer-jobs";
import { JOB_NOT_FOUND } from "@/lib/job-posting/service/post-job";

export const EMPLOYER_JOBS_PAGE_SIZE = 10;

type DashboardRow = JobSqlRow & { count: number; newCount: number; awaitingCount: number };

/**
 * The employer's own live jobs, newest first, 10 a page, each with its number of applications.
 * One SQL query: the counts are correlated subqueries (indexes Application(jobId, createdAt) and
 * (jobId, status)), so only the page's jobs are counted; `newCount` is the applications still in `applied`,
 * `awaitingCount` the agency's submittals waiting for the company's decision (index Submittal(jobId,
 * status), issue 44). Search is a case-insensitive substring (ILIKE) of post, employment type or description.
 */
export async function listEmployerJobs(user: SessionUser, query: EmployerJobsQuery): Promise<EmployerJobsPage> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const search = pattern
    ? Prisma.sql`AND (j."post" ILIKE ${pattern} OR j."employmentType"::text ILIKE ${pattern} OR j."description" ILIKE ${pattern})`
    : Prisma.empty;
  const rows = await db.$queryRaw<DashboardRow[]>`
    SELECT ${jobColumns},
      (SELECT COUNT(*)::int FROM "Application" a WHERE a."jobId" = j."id") AS "count",
      (SELECT COUNT(*)::int FROM "Application" a WHERE a."jobId" = j."id" AND a."status" = 'applied') AS "newCount",
      (SELECT COUNT(*)::int FROM "Submittal" s WHERE s."jobId" = j."id" AND s."status" = 'submitted') AS "awaitingCount"
    FROM "Job" j
    JOIN "Employer" e ON e."id" = j."employerId"
    WHERE e."id" = (SELECT m."employerId" FROM "EmployerMember" m WHERE m."userId" = ${user.id} AND m."role" IN ('owner', 'recruiter')) AND j."deletedAt" IS NULL ${search}
    ORDER BY j."createdAt" DESC, j."id" DESC
    LIMIT ${EMPLOYER_JOBS_PAGE_SIZE + 1} OFFSET ${(query.page - 1) * EMPLOYER_JOBS_PAGE_SIZE}`;
  // The extra row only tells whether another page exists.
  const hasNextPage = rows.length > EMPLOYER_JOBS_PAGE_SIZE;
  return {
    docs: rows.slice(0, EMPLOYER_JOBS_PAGE_SIZE).map((row) => ({
      job: serializeJobRow(row),
      count: Number(row.count),
      newCount: Number(row.newCount),
      awaitingCount: Number(row.awaitingCount),
    })),
    page: query.page,
    hasNextPage,
  };
}

/** One of the employer's own live jobs, or 404 (also for another employer's job). */
export async function getOwnJob(user: SessionUser, jobId: string): Promise<JobJson> {
  const row = await db.job.findFirst({
    where: { id: jobId, deletedAt: null, employer: managedBy(user.id) },
    select: jobRowSelect,
  });
  if (!row) throw notFound(JOB_NOT_FOUND);
  return serializeJob(row);
}
