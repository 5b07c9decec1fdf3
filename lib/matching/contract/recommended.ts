import { z } from "zod";
import "zod-openapi";
import { jobSchema } from "@/lib/job-search/service/serialize";
import { matchSchema } from "@/lib/skills/contract";

// Recommended jobs' response shapes (decisions.md section 14): the one definition of each (the API
// documents them, the service returns z.infer of them, the pages render them). The employer's side of
// matching (matching candidates, invitations) is in ./candidates.ts.

export const recommendedJobSchema = jobSchema
  .extend({ match: matchSchema })
  .meta({ id: "RecommendedJob", description: "A Job with the candidate's match, which a recommendation always has." });

export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

export const recommendedJobsSchema = z
  .object({
    jobs: z.array(recommendedJobSchema).meta({
      description: "Open jobs not yet applied to, with a score of at least 50; best first: jobs that fit the candidate (their experience meets the job's minimum and the salary range reaches their expected salary, where both are known; for 3 or more years, not an internship or a job asking no experience) before those that do not, then score, more verified matched skills, newest; at most 20. Each match carries `fit`.",
    }),
  })
  .meta({ id: "RecommendedJobs" });

export type RecommendedJobs = z.infer<typeof recommendedJobsSchema>;
