import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { idParams } from "@/lib/api/schemas";
import { jobSchema } from "@/lib/jobs/serialize";
import { postJobSchema } from "@/lib/validations/post-job";
import {
  employerJobsPageSchema,
  employerJobsQuerySchema,
  jobApplicantsQuerySchema,
  jobApplicantsSchema,
} from "@/lib/services/employer-jobs";

export const postJobOp = defineOperation({
  id: "postJob",
  method: "POST",
  path: "/jobs/list-job",
  summary: "Post a job (approved employers only); it waits for an admin as 'pending'",
  tag: "Employer jobs",
  auth: ["Employer"],
  body: postJobSchema,
  response: jobSchema,
  successStatus: 201,
  errors: [400, 401, 403, 404],
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

export const employerJobsOp = defineOperation({
  id: "listEmployerJobs",
  method: "GET",
  path: "/applications/job-applicants",
  summary: "Your jobs with their application counts, newest first, 10 a page",
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
  summary: "One of your jobs and its applicants with their profiles, 50 a page",
  tag: "Employer jobs",
  auth: ["Employer"],
  query: jobApplicantsQuerySchema,
  response: jobApplicantsSchema,
  errors: [400, 401, 403, 404],
});
