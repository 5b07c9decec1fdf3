// The jobs the desk works for: open jobs (decisions.md section 10: approved, of an approved company,
// neither closed, expired nor hidden) of any company. The candidate search's job picker asks for them
// by title or company (GET desk/jobs, paged in SQL), and a search "for a job" needs one of them.
import "server-only";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { DeskJobsPage } from "@/lib/desk/contract/common";
import { DESK_JOBS_PAGE_SIZE, type DeskJobsQuery } from "@/lib/desk/schemas/common";
import type { Prisma } from "@/lib/generated/prisma/client";
import { openJobWhere } from "@/lib/job-search/service/lifecycle";
import type { JobSkillJson } from "@/lib/skills/contract";

export const JOB_NOT_FOUND_MESSAGE = "Job not found";
/** Words of `search` that count (each adds a condition). */
const MAX_SEARCH_WORDS = 5;

export type DeskJobOption = { id: string; post: string; company: string };
export type DeskJob = DeskJobOption & { city: string; skillWeight: number; skills: JobSkillJson[] };

/**
 * GET desk/jobs: one page of open jobs, newest first; every word of `search` must appear in the title or
 * the company's name (ILIKE, so the title's trigram index can serve it).
 */
export async function searchDeskJobs(user: SessionUser, { search, page }: DeskJobsQuery, now: Date = new Date()): Promise<DeskJobsPage> {
  if (user.role !== "Recruiter") throw forbidden();
  const words = (search ?? "").split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const where: Prisma.JobWhereInput = {
    ...openJobWhere(now),
    AND: words.map((word) => ({ OR: [{ post: { contains: word, mode: "insensitive" } }, { employer: { orgName: { contains: word, mode: "insensitive" } } }] })),
  };
  const jobs = await db.job.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * DESK_JOBS_PAGE_SIZE,
    // One more row than the page only tells whether another page follows.
    take: DESK_JOBS_PAGE_SIZE + 1,
    select: { id: true, post: true, city: true, employer: { select: { orgName: true } } },
  });
  return {
    jobs: jobs.slice(0, DESK_JOBS_PAGE_SIZE).map((job) => ({ id: job.id, post: job.post, company: job.employer.orgName, city: job.city })),
    hasNextPage: jobs.length > DESK_JOBS_PAGE_SIZE,
  };
}

/** One open job with its skills (required first, then by name); anything else is 404 "Job not found". */
export async function openDeskJob(jobId: string, now: Date = new Date()): Promise<DeskJob> {
  const job = await db.job.findFirst({
    where: { id: jobId, ...openJobWhere(now) },
    select: {
      id: true,
      post: true,
      city: true,
      skillWeight: true,
      employer: { select: { orgName: true } },
      skills: { orderBy: [{ required: "desc" }, { skill: { name: "asc" } }], select: { required: true, skill: { select: { id: true, name: true } } } },
    },
  });
  if (!job) throw notFound(JOB_NOT_FOUND_MESSAGE);
  return {
    id: job.id,
    post: job.post,
    company: job.employer.orgName,
    city: job.city,
    skillWeight: job.skillWeight,
    skills: job.skills.map((s) => ({ id: s.skill.id, name: s.skill.name, required: s.required })),
  };
}
