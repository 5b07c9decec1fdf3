// The applicants of one of the employer's jobs, with the profile an employer may see.
import type { Applicant, InterviewerApplicant, JobApplicants } from "@/lib/pipeline/contract";
import type { SessionUser } from "@/lib/auth/types";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { escapeLike } from "@/lib/job-search/service/sql";
import { STAGES, type Stage } from "@/lib/pipeline/rules";
import { DELETED_CANDIDATE_NAME } from "@/lib/privacy/service/account-deletion";
import { employerVisibleProfileSelect, toVisibleProfile } from "@/lib/candidate-profile/service/profile";
import { fileLink } from "@/lib/candidate-profile/service/files";
import type { JobApplicantsQuery } from "@/lib/pipeline/schemas";
import { approvedEmployer } from "@/lib/job-posting/service/approved-employer";
import { getOwnJob } from "@/lib/job-posting/service/dashboard";
import { applicantSkills, type ApplicantSkills } from "@/lib/pipeline/service/applicant-skills";

export const APPLICANTS_PAGE_SIZE = 50;

// Everything the employer sees of a candidate: never the identity documents (PAN, licence, passport).
export const applicantSelect = {
  id: true,
  status: true,
  createdAt: true,
  source: true,
  candidate: {
    select: {
      id: true,
      name: true,
      email: true,
      mobile: true,
      deletedAt: true,
      candidate: { select: employerVisibleProfileSelect },
    },
  },
} as const satisfies Prisma.ApplicationSelect;

type ApplicantRow = Prisma.ApplicationGetPayload<{ select: typeof applicantSelect }>;

/** What an interviewer may see of an assigned applicant (decisions.md section 20), and nothing more read. */
export const interviewerApplicantSelect = {
  id: true,
  status: true,
  createdAt: true,
  candidate: {
    select: {
      id: true,
      name: true,
      deletedAt: true,
      candidate: { select: { subLocation: true, workExperience: true, currentCompany: true, role: true, isFresher: true, resumeFileId: true } },
    },
  },
} as const satisfies Prisma.ApplicationSelect;

/** The interviewer's applicant: an erased candidate is a name and an empty profile, as in toApplicant. */
export function toInterviewerApplicant(
  row: Prisma.ApplicationGetPayload<{ select: typeof interviewerApplicantSelect }>,
  skills: ApplicantSkills = { topSkills: [], verifiedTopSkills: [] },
): InterviewerApplicant {
  const erased = row.candidate.deletedAt !== null;
  const p = erased ? null : row.candidate.candidate;
  return {
    id: row.candidate.id,
    applicationId: row.id,
    status: row.status,
    appliedAt: row.createdAt.toISOString(),
    fullName: erased ? DELETED_CANDIDATE_NAME : row.candidate.name,
    profile: {
      subLocation: p?.subLocation ?? null,
      workExperience: p?.workExperience ?? null,
      currentCompany: p?.currentCompany ?? null,
      role: p?.role ?? null,
      isFresher: p?.isFresher ?? false,
      resumeFile: p?.resumeFileId ? fileLink(p.resumeFileId) : null,
    },
    ...(erased ? { topSkills: [], verifiedTopSkills: [] } : skills),
  };
}

/**
 * The one mapper of an application row to the Applicant shape. An erased candidate (the purge task,
 * docs/decisions/0020) keeps the application but nothing personal: 'Deleted candidate', empty
 * contact strings (the schema's strings stay strings) and an empty profile without a résumé. `skills`
 * are the row's top skills and match (applicant-skills.ts); an erased candidate has none.
 */
export function toApplicant(row: ApplicantRow, skills: ApplicantSkills = { topSkills: [], verifiedTopSkills: [] }): Applicant {
  const application = { id: row.candidate.id, applicationId: row.id, status: row.status, appliedAt: row.createdAt.toISOString(), source: row.source };
  if (row.candidate.deletedAt) {
    return { ...application, fullName: DELETED_CANDIDATE_NAME, email: "", mobile: "", profile: toVisibleProfile(null), topSkills: [], verifiedTopSkills: [] };
  }
  const { name, email, mobile, candidate } = row.candidate;
  return { ...application, fullName: name, email, mobile: mobile ?? "", profile: toVisibleProfile(candidate), ...skills };
}

type RecommendationCounts = NonNullable<Applicant["scorecards"]>;

/** The page's scorecards counted by recommendation, one GROUP BY for all its applications (issue 44). */
async function scorecardCounts(applicationIds: string[]): Promise<Map<string, RecommendationCounts>> {
  const counts = new Map<string, RecommendationCounts>();
  if (applicationIds.length === 0) return counts;
  const groups = await db.scorecard.groupBy({ by: ["applicationId", "recommendation"], where: { applicationId: { in: applicationIds } }, _count: { _all: true } });
  for (const group of groups) {
    const row = counts.get(group.applicationId) ?? { strong_yes: 0, yes: 0, no: 0, strong_no: 0 };
    row[group.recommendation] = group._count._all;
    counts.set(group.applicationId, row);
  }
  return counts;
}

/**
 * The applicants of one of the employer's own jobs (newest application first, 50 a page). Search
 * matches the candidate's name, e-mail or current company (ILIKE); `status` keeps one stage. `counts`
 * are per stage for the tabs: they honour the search, not the status filter, and come from one
 * GROUP BY in SQL, and so are each page's scorecards (counted by recommendation). Another employer's job is a 404. Applicants' personal data is for approved
 * companies only: a rejected one loses it at once.
 */
export async function getJobApplicants(user: SessionUser, query: JobApplicantsQuery): Promise<JobApplicants> {
  await approvedEmployer(user);
  const job = await getOwnJob(user, query.jobId);
  const searched: Prisma.ApplicationWhereInput = { jobId: job.id };
  if (query.search) {
    // Prisma puts `contains` into ILIKE unescaped, so wildcards are escaped here.
    const contains = { contains: escapeLike(query.search), mode: "insensitive" } as const;
    searched.candidate = {
      OR: [{ name: contains }, { email: contains }, { candidate: { is: { currentCompany: contains } } }],
    };
  }
  const where: Prisma.ApplicationWhereInput = query.status ? { ...searched, status: query.status } : searched;
  const [[rows, total], groups] = await Promise.all([
    db.$transaction([
      db.application.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip: (query.page - 1) * APPLICANTS_PAGE_SIZE,
        take: APPLICANTS_PAGE_SIZE,
        select: applicantSelect,
      }),
      db.application.count({ where }),
    ]),
    db.application.groupBy({ by: ["status"], where: searched, _count: { _all: true } }),
  ]);
  const counts = Object.fromEntries(STAGES.map((stage) => [stage, 0])) as Record<Stage, number>;
  for (const group of groups) counts[group.status] = group._count._all;
  // The page's top skills and matches: one query each for all its rows (issue 30).
  const present = rows.filter((row) => !row.candidate.deletedAt).map((row) => row.candidate.id);
  const [skills, cards] = await Promise.all([applicantSkills(job.id, present, job.skills.length > 0), scorecardCounts(rows.map((row) => row.id))]);
  return {
    job,
    candidates: rows.map((row) => {
      const applicant = toApplicant(row, row.candidate.deletedAt ? undefined : skills.get(row.candidate.id));
      const counts = cards.get(row.id);
      return counts ? { ...applicant, scorecards: counts } : applicant;
    }),
    total,
    counts,
    page: query.page,
    hasNextPage: query.page * APPLICANTS_PAGE_SIZE < total,
  };
}
