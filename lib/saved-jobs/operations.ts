// Saved jobs (decisions.md section 11): the candidate's save toggle and list.
import "zod-openapi";
import { defineOperation } from "@/lib/api/operation";
import { savedJobsPageSchema, saveStateSchema } from "@/lib/saved-jobs/contract";
import { savedJobParamsSchema, savedJobsQuerySchema } from "@/lib/saved-jobs/schemas";

/** Every call here is the candidate's own. */
const candidateCall = { tag: "Saved jobs", auth: ["Candidate"] } as const;

/** Saving and unsaving the job named in the path answer whether it is saved now. */
const saveStateCall = { ...candidateCall, params: savedJobParamsSchema, response: saveStateSchema } as const;

export const saveJob = defineOperation({
  id: "saveJob",
  method: "POST",
  path: "/jobs/{id}/save",
  summary: "Save an open job (idempotent; at most 200 saved jobs)",
  ...saveStateCall,
  // 404 for a job the candidate may not see, 409 JOB_CLOSED for a closed one, 409 LIMIT_REACHED at 200.
  errors: [404, 409, "JOB_CLOSED", "LIMIT_REACHED"],
});

export const unsaveJob = defineOperation({
  id: "unsaveJob",
  method: "DELETE",
  path: "/jobs/{id}/save",
  summary: "Remove a job from the saved jobs (idempotent: a job not saved answers saved false too)",
  ...saveStateCall,
});

export const savedJobs = defineOperation({
  id: "savedJobs",
  method: "GET",
  path: "/candidate/saved-jobs",
  summary: "The candidate's saved jobs, newest saved first (page and limit, default 20 a page)",
  ...candidateCall,
  query: savedJobsQuerySchema,
  response: savedJobsPageSchema,
});
