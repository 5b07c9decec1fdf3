// The job lifecycle (decisions.md section 10) in one place: when a job is open, the rule as SQL and
// as a Prisma filter, and the state the employer's dashboard shows. Server only (the Prisma client):
// client components import lib/job-search/rules/lifecycle-state.ts, which this file re-exports.
import { Prisma } from "@/lib/generated/prisma/client";

export * from "@/lib/job-search/rules/lifecycle-state";

/**
 * SQL: the job `j` is open at `now` (a job hidden by reports, hiddenAt, is not) (its employer `e` must be approved as well, checked by the
 * caller's join). The time is a parameter, not SQL now(): the columns are UTC timestamps without a
 * zone, which now() would compare in the session's time zone.
 */
export function openJobSql(now: Date = new Date()) {
  return Prisma.sql`j."status" = 'approved' AND j."deletedAt" IS NULL AND j."closedAt" IS NULL AND j."hiddenAt" IS NULL AND j."validThrough" > ${now}`;
}

/** Prisma: the same rule, for findMany/count (employer approval included). */
export function openJobWhere(now: Date = new Date()) {
  return {
    status: "approved",
    deletedAt: null,
    closedAt: null,
    hiddenAt: null,
    validThrough: { gt: now },
    employer: { status: "approved" },
  } as const;
}
