// Saved jobs (decisions.md section 11): the candidate's save toggle and list.
import { z } from "zod";
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { jobSchema } from "@/lib/job-search/service/serialize";
import { savedJobParamsSchema, savedJobsQuerySchema } from "@/lib/saved-jobs/schemas";

export const saveStateSchema = z
  .object({ saved: z.boolean().meta({ description: "Whether the job is now in the candidate's saved jobs." }) })
  .meta({ id: "SaveState" });

export type SaveState = z.infer<typeof saveStateSchema>;

export const savedJobsPageSchema = z
  .object({
    jobs: z.array(jobSchema).meta({ description: "Newest saved first; a job closed since stays, with isOpen false." }),
    page: z.number().int(),
    hasNextPage: z.boolean(),
  })
  .meta({ id: "SavedJobsPage" });

export type SavedJobsPage = z.infer<typeof savedJobsPageSchema>;

export const saveJob = defineOperation({
  id: "saveJob",
  method: "POST",
  path: "/jobs/{id}/save",
  summary: "Save an open job (idempotent; at most 200 saved jobs)",
  tag: "Saved jobs",
  auth: ["Candidate"],
  params: savedJobParamsSchema,
  response: saveStateSchema,
  // 404 for a job the candidate may not see, 409 JOB_CLOSED for a closed one, 409 LIMIT_REACHED at 200.
  errors: [404, 409, "JOB_CLOSED", "LIMIT_REACHED"],
});

export const unsaveJob = defineOperation({
  id: "unsaveJob",
  method: "DELETE",
  path: "/jobs/{id}/save",
  summary: "Remove a job from the saved jobs (idempotent: a job not saved answers saved false too)",
  tag: "Saved jobs",
  auth: ["Candidate"],
  params: savedJobParamsSchema,
  response: saveStateSchema,
});

export const savedJobs = defineOperation({
  id: "savedJobs",
  method: "GET",
  path: "/candidate/saved-jobs",
  summary: "The candidate's saved jobs, newest saved first (page and limit, default 20 a page)",
  tag: "Saved jobs",
  auth: ["Candidate"],
  query: savedJobsQuerySchema,
  response: savedJobsPageSchema,
});
