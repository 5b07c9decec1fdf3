import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { idParams } from "@/lib/api/schemas";
import { ApplicationStatus } from "@/lib/generated/prisma/enums";
import { jobSchema } from "@/lib/job-search/service/serialize";
import {
  closeJobSchema,
  employerJobsQuerySchema,
  jobApplicantsQuerySchema,
  renewJobSchema,
} from "@/lib/job-posting/schemas/employer-jobs";
import { postJobSchema } from "@/lib/job-posting/schemas/post-job";

// ---------------------------------------------------------------------------------------------------
// Response shapes of the employer's job calls (decisions.md section 4); only these operations use them.

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
    status: z.enum(ApplicationStatus).meta({ description: "The application's stage." }),
    appliedAt: z.string().meta({ format: "date-time" }),
    fullName: z.string(),
    email: z.string(),
    mobile: z.string(),
    profile: applicantProfileSchema,
  })
  .meta({ id: "Applicant" });

export const employerJobsPageSchema = z
  .object({
    docs: z.array(
      z.object({
        job: jobSchema,
        count: z.number().int().meta({ description: "Applications to this job." }),
        newCount: z.number().int().meta({ description: "Applications still in `applied` (not looked at yet)." }),
      }),
    ),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "EmployerJobsPage" });

export const jobApplicantsSchema = z
  .object({
    job: jobSchema,
    candidates: z.array(applicantSchema),
    total: z.number().int().meta({ description: "Applicants matching the search and the status filter, over all pages." }),
    counts: z
      .record(z.enum(ApplicationStatus), z.number().int())
      .meta({ description: "Applicants per stage (all 8 stages), matching the search; the status filter is ignored (the tabs)." }),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "JobApplicants" });

export type Applicant = z.infer<typeof applicantSchema>;
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;
export type EmployerJobsPage = z.infer<typeof employerJobsPageSchema>;
export type JobApplicants = z.infer<typeof jobApplicantsSchema>;

// ---------------------------------------------------------------------------------------------------

export const postJobOp = defineOperation({
  id: "postJob",
  method: "POST",
  path: "/jobs/list-job",
  summary:
    "Post a job (approved employers only); it waits for an admin as 'pending'. The same post (post, description, payroll, " +
    "employment type, hiring process, openings, minimum experience and qualifications) again within 10 minutes is refused: " +
    "409 with code DUPLICATE_POST and the existing job's id in errors.jobId (read it with jobs/get-job/{id}). " +
    "validForDays (7-90, default 30) counts from the approval; salary is optional (max defaults to min, currency to INR); " +
    "workplaceType defaults to on_site.",
  tag: "Employer jobs",
  auth: ["Employer"],
  body: postJobSchema,
  response: jobSchema,
  successStatus: 201,
  errors: [400, 401, 403, 404, "DUPLICATE_POST"],
});

export const deleteJobOp = defineOperation({
  id: "deleteJob",
  method: "DELETE",
  path: "/jobs/delete-job/{id}",
  summary: "Delete one of your jobs (soft delete: applications stay readable to candidates)",
  tag: "Employer jobs",
  auth: ["Employer"],
  params: idParams,
  response: z.null(),
  errors: [401, 403, 404],
});

export const closeJobOp = defineOperation({
  id: "closeJob",
  method: "POST",
  path: "/jobs/{id}/close",
  summary:
    "Close one of your approved jobs that is not closed yet (also one past its date): it stops taking applications and " +
    "leaves the job lists at once. Pending, rejected or already closed: 409 INVALID_TRANSITION. Another employer's (or a " +
    "deleted) job: 404.",
  tag: "Employer jobs",
  auth: ["Employer"],
  params: idParams,
  body: closeJobSchema,
  response: jobSchema,
  errors: [400, 401, 403, 404, "INVALID_TRANSITION"],
});

export const renewJobOp = defineOperation({
  id: "renewJob",
  method: "POST",
  path: "/jobs/{id}/renew",
  summary:
    "Keep one of your approved jobs open for `days` (7-90) from now. A closed or expired job reopens (listed again, " +
    "openedAt now); an open job is extended. No new approval is needed: a job's content never changes (there is no job " +
    "editing). Pending or rejected: 409 INVALID_TRANSITION; changed meanwhile (closed, renewed): 409 STALE_STATE; " +
    "another employer's (or a deleted) job: 404; a company that is not approved: 403 (as for posting).",
  tag: "Employer jobs",
  auth: ["Employer"],
  params: idParams,
  body: renewJobSchema,
  response: jobSchema,
  errors: [400, 401, 403, 404, "INVALID_TRANSITION", "STALE_STATE"],
});

export const employerJobsOp = defineOperation({
  id: "listEmployerJobs",
  method: "GET",
  path: "/applications/job-applicants",
  summary: "Your jobs with their application counts (all, and new ones still in applied), newest first, 10 a page",
  tag: "Employer jobs",
  auth: ["Employer"],
  query: employerJobsQuerySchema,
  response: employerJobsPageSchema,
  errors: [400, 401, 403],
});

export const jobApplicantsOp = defineOperation({
  id: "listJobApplicants",
  method: "GET",
  path: "/applications/job-applicants-details",
  summary:
    "One of your jobs and its applicants with their profiles and stages, 50 a page; `status` keeps one stage, `counts` gives " +
    "the applicants per stage (honouring `search`, not `status`). Another employer's (or a deleted) job: 404 NOT_FOUND.",
  tag: "Employer jobs",
  auth: ["Employer"],
  query: jobApplicantsQuerySchema,
  response: jobApplicantsSchema,
  errors: [400, 401, 403, 404],
});
