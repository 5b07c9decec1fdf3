// The jobs the desk works for: open jobs (decisions.md section 10: approved, of an approved company,
// neither closed, expired nor hidden) of any company. The candidate search's job select lists them,
// and a search "for a job" needs one of them.
import "server-only";
import { notFound } from "@/lib/api/errors";
import { db } from "@/lib/db";
import { openJobWhere } from "@/lib/job-search/service/lifecycle";
import type { JobSkillJson } from "@/lib/skills/contract";

export const JOB_NOT_FOUND_MESSAGE = "Job not found";
/** The job select's length: the newest open jobs. */
export const DESK_JOB_OPTIONS = 200;

export type DeskJobOption = { id: string; post: string; company: string };
export type DeskJob = DeskJobOption & { skillWeight: number; skills: JobSkillJson[] };

/** The newest open jobs, as "post — company" choices. */
export async function listOpenJobsForDesk(limit = DESK_JOB_OPTIONS, now: Date = new Date()): Promise<DeskJobOption[]> {
  const jobs = await db.job.findMany({
    where: openJobWhere(now),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, post: true, employer: { select: { orgName: true } } },
  });
  return jobs.map((job) => ({ id: job.id, post: job.post, company: job.employer.orgName }));
}

/** One open job with its skills (required first, then by name); anything else is 404 "Job not found". */
export async function openDeskJob(jobId: string, now: Date = new Date()): Promise<DeskJob> {
  const job = await db.job.findFirst({
    where: { id: jobId, ...openJobWhere(now) },
    select: {
      id: true,
      post: true,
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
    skillWeight: job.skillWeight,
    skills: job.skills.map((s) => ({ id: s.skill.id, name: s.skill.name, required: s.required })),
  };
}
