// The employer's own jobs: post, list with application counts, delete, and see each job's applicants.
import { z } from "zod";
import "zod-openapi";
import { db } from "@/lib/db";
import { forbidden, notFound } from "@/lib/api/errors";
import type { SessionUser } from "@/lib/auth/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobRowSelect, jobSchema, serializeJob, type JobJson } from "@/lib/jobs/serialize";
import { escapeLike, jobColumns, serializeJobRow, type JobSqlRow } from "@/lib/jobs/sql";
import type { PostJobData } from "@/lib/validations/post-job";

export const EMPLOYER_JOBS_PAGE_SIZE = 10;
export const APPLICANTS_PAGE_SIZE = 50;

export const PENDING_MESSAGE = "Your request is still pending. Please try again later.";
export const REJECTED_MESSAGE = "Your request has been rejected. Please signup again.";
export const JOB_NOT_FOUND = "Job not found.";

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

const searchField = z.preprocess(blankToUndefined, z.string().trim().max(200, "Please keep the search under 200 characters").optional());
const pageField = z.preprocess(
  blankToUndefined,
  z.coerce.number().int("Page must be a whole number").min(1, "Page must be at least 1").max(10000, "Page must be at most 10000").default(1),
);

/** Query of GET applications/job-applicants (the applications dashboard). */
export const employerJobsQuerySchema = z.object({ page: pageField, search: searchField });
export type EmployerJobsQuery = z.output<typeof employerJobsQuerySchema>;

/** Query of GET applications/job-applicants-details (the applicants page). */
export const jobApplicantsQuerySchema = z.object({
  jobId: z.string({ error: "Job id is required" }).trim().min(1, "Job id is required").max(64, "Job id is too long"),
  search: searchField,
  page: pageField,
});
export type JobApplicantsQuery = z.output<typeof jobApplicantsQuerySchema>;

// ---------------------------------------------------------------------------------------------------
// Response shapes (decisions.md section 4)

const nullableString = z.string().nullable();

export const applicantProfileSchema = z
  .object({
    gender: nullableString,
    dob: nullableString.meta({ description: "YYYY-MM-DD" }),
    subLocation: nullableString,
    maritalStatus: nullableString,
    language: z.array(z.string()),
    englishFluency: nullableString,
    currentAddress: nullableString,
    permanentAddress: nullableString,
    workExperience: z.number().int().nullable(),
    resumeFile: nullableString.meta({ description: "Link /api/v1/files/{id}, or null." }),
    currentCompany: nullableString,
    previousCompany: nullableString,
    role: nullableString,
    subRole: nullableString,
    industry: nullableString,
    jobType: nullableString,
    prefferedLocation: nullableString,
    course: nullableString,
    passingYear: z.number().int().nullable(),
    marks: nullableString,
    isProfileCompleted: z.boolean(),
  })
  .meta({ id: "ApplicantProfile", description: "The candidate's profile as an employer sees it (no identity documents)." });

export const applicantSchema = z
  .object({
    id: z.string().meta({ description: "The candidate's account id." }),
    applicationId: z.string(),
    appliedAt: z.string().meta({ format: "date-time" }),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    profile: applicantProfileSchema,
  })
  .meta({ id: "Applicant" });

export const employerJobsPageSchema = z
  .object({
    docs: z.array(z.object({ job: jobSchema, count: z.number().int().meta({ description: "Applications to this job." }) })),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "EmployerJobsPage" });

export const jobApplicantsSchema = z
  .object({
    job: jobSchema,
    candidates: z.array(applicantSchema),
    total: z.number().int().meta({ description: "Applicants matching the search, over all pages." }),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "JobApplicants" });

export type Applicant = z.infer<typeof applicantSchema>;
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;
export type EmployerJobsPage = z.infer<typeof employerJobsPageSchema>;
export type JobApplicants = z.infer<typeof jobApplicantsSchema>;

// ---------------------------------------------------------------------------------------------------

async function employerOf(user: SessionUser) {
  const employer = await db.employer.findUnique({
    where: { userId: user.id },
    select: { id: true, status: true, city: true, state: true },
  });
  if (!employer) throw notFound("Employer profile not found.");
  return employer;
}

/**
 * Posts a job (spec section 2 'Post a Job'). Only approved employers may post, whatever the page
 * shows. New jobs wait for an admin (pending); their location is the employer's (decisions.md section 5).
 */
export async function postJob(user: SessionUser, data: PostJobData): Promise<JobJson> {
  const employer = await employerOf(user);
  if (employer.status === "pending") throw forbidden(PENDING_MESSAGE);
  if (employer.status !== "approved") throw forbidden(REJECTED_MESSAGE);
  const row = await db.job.create({
    data: {
      employerId: employer.id,
      post: data.post,
      payroll: data.payroll,
      qualifications: data.qualifications,
      openings: data.openings,
      minExperience: data.minExperience,
      description: data.description,
      employmentType: data.employmentType,
      hiringProcess: data.hiringProcess,
      city: employer.city,
      state: employer.state,
      country: "India",
      status: "pending",
    },
    select: jobRowSelect,
  });
  return serializeJob(row);
}

/**
 * Deletes one of the employer's jobs. Always a soft delete: the job leaves every list, while
 * candidates who applied still read their application (as 'Job removed') and admins keep the record.
 * Another employer's job, or one already deleted, is a 404.
 */
export async function deleteJob(user: SessionUser, jobId: string): Promise<void> {
  const { count } = await db.job.updateMany({
    where: { id: jobId, deletedAt: null, employer: { userId: user.id } },
    data: { deletedAt: new Date() },
  });
  if (count === 0) throw notFound(JOB_NOT_FOUND);
}

type DashboardRow = JobSqlRow & { count: number };

/**
 * The employer's own live jobs, newest first, 10 a page, each with its number of applications.
 * One SQL query: the count is a correlated subquery (index Application(jobId, createdAt)), so only the
 * page's jobs are counted. Search is a case-insensitive substring (ILIKE) of post, employment type
 * or description.
 */
export async function listEmployerJobs(user: SessionUser, query: EmployerJobsQuery): Promise<EmployerJobsPage> {
  const pattern = query.search ? `%${escapeLike(query.search)}%` : null;
  const search = pattern
    ? Prisma.sql`AND (j."post" ILIKE ${pattern} OR j."employmentType"::text ILIKE ${pattern} OR j."description" ILIKE ${pattern})`
    : Prisma.empty;
  const rows = await db.$queryRaw<DashboardRow[]>`
    SELECT ${jobColumns}, (SELECT COUNT(*)::int FROM "Application" a WHERE a."jobId" = j."id") AS "count"
    FROM "Job" j
    JOIN "Employer" e ON e."id" = j."employerId"
    WHERE e."userId" = ${user.id} AND j."deletedAt" IS NULL ${search}
    ORDER BY j."createdAt" DESC, j."id" DESC
    LIMIT ${EMPLOYER_JOBS_PAGE_SIZE + 1} OFFSET ${(query.page - 1) * EMPLOYER_JOBS_PAGE_SIZE}`;
  // The extra row only tells whether another page exists.
  const hasNextPage = rows.length > EMPLOYER_JOBS_PAGE_SIZE;
  return {
    docs: rows.slice(0, EMPLOYER_JOBS_PAGE_SIZE).map((row) => ({
      job: serializeJobRow(row),
      count: Number(row.count),
    })),
    page: query.page,
    hasNextPage,
  };
}

/** One of the employer's own live jobs, or 404 (also for another employer's job). */
export async function getOwnJob(user: SessionUser, jobId: string): Promise<JobJson> {
  const row = await db.job.findFirst({
    where: { id: jobId, deletedAt: null, employer: { userId: user.id } },
    select: jobRowSelect,
  });
  if (!row) throw notFound(JOB_NOT_FOUND);
  return serializeJob(row);
}

const applicantSelect = {
  id: true,
  createdAt: true,
  candidate: {
    select: {
      id: true,
      name: true,
      email: true,
      mobile: true,
      candidate: {
        select: {
          gender: true,
          dob: true,
          subLocation: true,
          maritalStatus: true,
          language: true,
          englishFluency: true,
          currentAddress: true,
          permanentAddress: true,
          workExperience: true,
          resumeFileId: true,
          currentCompany: true,
          previousCompany: true,
          role: true,
          subRole: true,
          industry: true,
          jobType: true,
          prefferedLocation: true,
          course: true,
          passingYear: true,
          marks: true,
          isProfileCompleted: true,
        },
      },
    },
  },
} as const satisfies Prisma.ApplicationSelect;

type ApplicantRow = Prisma.ApplicationGetPayload<{ select: typeof applicantSelect }>;

function toApplicant(row: ApplicantRow): Applicant {
  const p = row.candidate.candidate;
  return {
    id: row.candidate.id,
    applicationId: row.id,
    appliedAt: row.createdAt.toISOString(),
    fullName: row.candidate.name,
    email: row.candidate.email,
    mobile: row.candidate.mobile ?? "",
    profile: {
      gender: p?.gender ?? null,
      dob: p?.dob ? p.dob.toISOString().slice(0, 10) : null,
      subLocation: p?.subLocation ?? null,
      maritalStatus: p?.maritalStatus ?? null,
      language: p?.language ?? [],
      englishFluency: p?.englishFluency ?? null,
      currentAddress: p?.currentAddress ?? null,
      permanentAddress: p?.permanentAddress ?? null,
      workExperience: p?.workExperience ?? null,
      resumeFile: p?.resumeFileId ? `/api/v1/files/${p.resumeFileId}` : null,
      currentCompany: p?.currentCompany ?? null,
      previousCompany: p?.previousCompany ?? null,
      role: p?.role ?? null,
      subRole: p?.subRole ?? null,
      industry: p?.industry ?? null,
      jobType: p?.jobType ?? null,
      prefferedLocation: p?.prefferedLocation ?? null,
      course: p?.course ?? null,
      passingYear: p?.passingYear ?? null,
      marks: p?.marks ?? null,
      isProfileCompleted: p?.isProfileCompleted ?? false,
    },
  };
}

/**
 * The applicants of one of the employer's own jobs (newest application first, 50 a page). Search
 * matches the candidate's name, e-mail or current company (ILIKE). Another employer's job is a 404.
 */
export async function getJobApplicants(user: SessionUser, query: JobApplicantsQuery): Promise<JobApplicants> {
  // Applicants' personal data is for approved companies only: a rejected one loses it at once.
  const employer = await employerOf(user);
  if (employer.status === "pending") throw forbidden(PENDING_MESSAGE);
  if (employer.status !== "approved") throw forbidden(REJECTED_MESSAGE);
  const job = await getOwnJob(user, query.jobId);
  const where: Prisma.ApplicationWhereInput = { jobId: job.id };
  if (query.search) {
    // Prisma puts `contains` into ILIKE unescaped, so wildcards are escaped here.
    const contains = { contains: escapeLike(query.search), mode: "insensitive" } as const;
    where.candidate = {
      OR: [{ name: contains }, { email: contains }, { candidate: { is: { currentCompany: contains } } }],
    };
  }
  const [rows, total] = await db.$transaction([
    db.application.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * APPLICANTS_PAGE_SIZE,
      take: APPLICANTS_PAGE_SIZE,
      select: applicantSelect,
    }),
    db.application.count({ where }),
  ]);
  return {
    job,
    candidates: rows.map(toApplicant),
    total,
    page: query.page,
    hasNextPage: query.page * APPLICANTS_PAGE_SIZE < total,
  };
}
