// The candidates TalentBridge put forward whom a company has not decided on yet (issue 44): the
// submittals the candidate agreed to (`submitted`) on any live job of the company, counted for the
// dashboard and listed on one page, paged in SQL. Owners and recruiters only (interviewers 403, a login
// in no company 404: approvedEmployer). Deciding is POST submittals/{id}/review (submittal-review.ts).
import "server-only";
import { notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { AwaitingDecisionPage } from "@/lib/desk/contract/awaiting-decision";
import { JOB_NOT_FOUND } from "@/lib/desk/rules/submittals";
import type { AwaitingDecisionQuery } from "@/lib/desk/schemas/awaiting-decision";
import { DESK_PAGE_SIZE } from "@/lib/desk/schemas/common";
import { companySubmittalJson, companySubmittalSelect } from "@/lib/desk/service/submittal-rows";
import type { Prisma } from "@/lib/generated/prisma/client";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";

const awaitingSelect = { ...companySubmittalSelect, job: { select: { id: true, post: true } } } as const satisfies Prisma.SubmittalSelect;

/** Waiting for the company: agreed to by the candidate, on one of its jobs not deleted (optionally one job). */
const awaitingWhere = (employerId: string, jobId?: string): Prisma.SubmittalWhereInput => ({
  status: "submitted",
  job: { employerId, deletedAt: null, ...(jobId ? { id: jobId } : {}) },
});

/** GET submittals/awaiting and /employer/submittals: waiting longest first, 20 a page, with the total. */
export async function listAwaitingDecision(user: SessionUser, { jobId, page }: AwaitingDecisionQuery): Promise<AwaitingDecisionPage> {
  const employer = await approvedEmployer(user);
  if (jobId && (await db.job.count({ where: { id: jobId, employerId: employer.id, deletedAt: null } })) === 0) throw notFound(JOB_NOT_FOUND);
  const where = awaitingWhere(employer.id, jobId);
  const [rows, total] = await db.$transaction([
    db.submittal.findMany({
      where,
      orderBy: [{ answeredAt: "asc" }, { id: "asc" }],
      skip: (page - 1) * DESK_PAGE_SIZE,
      take: DESK_PAGE_SIZE,
      select: awaitingSelect,
    }),
    db.submittal.count({ where }),
  ]);
  return {
    submittals: rows.map((row) => ({ ...companySubmittalJson(row), job: row.job })),
    total,
    page,
    hasNextPage: page * DESK_PAGE_SIZE < total,
  };
}

/** How many wait for the company's decision (the dashboard's line). */
export async function countAwaitingDecision(user: SessionUser): Promise<number> {
  const employer = await approvedEmployer(user);
  return db.submittal.count({ where: awaitingWhere(employer.id) });
}
