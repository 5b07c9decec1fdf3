// Submittals as lists (decisions.md section 17): the recruiter's own (the desk's Submittals page) and
// the candidate's ("Put forward by TalentBridge"), newest first, paged in SQL.
import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { CandidateSubmittalsPage, DeskSubmittalsPage } from "@/lib/desk/contract/common";
import { DESK_PAGE_SIZE } from "@/lib/desk/schemas/common";
import { candidateSubmittalJson, candidateSubmittalSelect, deskSubmittalJson, deskSubmittalSelect } from "@/lib/desk/service/submittal-rows";
import type { CandidateSubmittalsQuery, DeskSubmittalsQuery } from "@/lib/desk/schemas/submittals";
import type { Prisma } from "@/lib/generated/prisma/client";

const newestFirst = [{ createdAt: "desc" }, { id: "desc" }] as const satisfies Prisma.SubmittalOrderByWithRelationInput[];

/** The recruiter's own submittals, one status or all, 20 a page with the total (the pager's). */
export async function listDeskSubmittals(user: SessionUser, { status, page }: DeskSubmittalsQuery): Promise<DeskSubmittalsPage> {
  if (user.role !== "Recruiter") throw forbidden();
  const where: Prisma.SubmittalWhereInput = { recruiterId: user.id, ...(status ? { status } : {}) };
  const [rows, total] = await db.$transaction([
    db.submittal.findMany({ where, orderBy: [...newestFirst], skip: (page - 1) * DESK_PAGE_SIZE, take: DESK_PAGE_SIZE, select: deskSubmittalSelect }),
    db.submittal.count({ where }),
  ]);
  return { submittals: rows.map(deskSubmittalJson), page, total, hasNextPage: page * DESK_PAGE_SIZE < total };
}

/** The requests about the candidate, whatever their state, 20 a page. */
export async function listCandidateSubmittals(user: SessionUser, { page }: CandidateSubmittalsQuery = { page: 1 }): Promise<CandidateSubmittalsPage> {
  if (user.role !== "Candidate") throw forbidden();
  const rows = await db.submittal.findMany({
    where: { candidateId: user.id },
    orderBy: [...newestFirst],
    skip: (page - 1) * DESK_PAGE_SIZE,
    // One more row than the page only tells whether another page exists.
    take: DESK_PAGE_SIZE + 1,
    select: candidateSubmittalSelect,
  });
  return { submittals: rows.slice(0, DESK_PAGE_SIZE).map(candidateSubmittalJson), page, hasNextPage: rows.length > DESK_PAGE_SIZE };
}
