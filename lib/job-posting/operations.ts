import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { ownCalls, TRANSITION_ERRORS } from "@/lib/api/operation-fragments";
import { idParams } from "@/lib/api/schemas";
import { employerJobsPageSchema } from "@/lib/job-posting/contract";
import { jobSchema } from "@/lib/job-search/service/serialize";
import { closeJobSchema, employerJobsQuerySchema, renewJobSchema } from "@/lib/job-posting/schemas/employer-jobs";
import { postJobSchema } from "@/lib/job-posting/schemas/post-job";

/** Every call here is an employer's, on their own jobs. */
const employerCall = ownCalls("Employer jobs", ["Employer"]);

/** A call on one of the employer's jobs, named in the path. */
const ownJobCall = { ...employerCall, params: idParams } as const;

export const postJobOp = defineOperation({
  id: "postJob",
  method: "POST",
  path: "/jobs/list-job",
  summary:
    "Post a job (approved employers only); it waits for an admin as 'pending'. The same post (post, description, payroll, " +
    "employment type, hiring process, openings, minimum experience and qualifications) again within 10 minutes is refused: " +
    "409 with code DUPLICATE_POST and the existing job's id in errors.jobId (read it with jobs/get-job/{id}). " +
    "validForDays (7-90, default 30) counts from the approval; salary is optional (max defaults to min, currency to INR); " +
    "workplaceType defaults to on_site. skills: at most 15, each once; an id not in the catalogue is a 400 UNKNOWN_SKILL on skills.",
  ...employerCall,
  body: postJobSchema,
  response: jobSchema,
  successStatus: 201,
  errors: [...employerCall.errors, "DUPLICATE_POST", "UNKNOWN_SKILL"],
});

export const deleteJobOp = defineOperation({
  id: "deleteJob",
  method: "DELETE",
  path: "/jobs/delete-job/{id}",
  summary: "Delete one of your jobs (soft delete: applications stay readable to candidates)",
  ...ownJobCall,
  response: z.null(),
});

export const closeJobOp = defineOperation({
  id: "closeJob",
  method: "POST",
  path: "/jobs/{id}/close",
  summary:
    "Close one of your approved jobs that is not closed yet (also one past its date): it stops taking applications and " +
    "leaves the job lists at once. Pending, rejected or already closed: 409 INVALID_TRANSITION. Another employer's (or a " +
    "deleted) job: 404.",
  ...ownJobCall,
  body: closeJobSchema,
  response: jobSchema,
  errors: [...ownJobCall.errors, "INVALID_TRANSITION"],
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
  ...ownJobCall,
  body: renewJobSchema,
  response: jobSchema,
  errors: [...ownJobCall.errors, ...TRANSITION_ERRORS],
});

export const employerJobsOp = defineOperation({
  id: "listEmployerJobs",
  method: "GET",
  path: "/applications/job-applicants",
  summary: "Your jobs with their application counts (all, and new ones still in applied), newest first, 10 a page",
  ...employerCall,
  query: employerJobsQuerySchema,
  response: employerJobsPageSchema,
  // A list: a login in no company (or one with no jobs) gets an empty page, never 404.
  errors: [400, 401, 403],
});
