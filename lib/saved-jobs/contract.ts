import { z } from "zod";
import "zod-openapi";
import { jobSchema } from "@/lib/job-search/service/serialize";

// Saved jobs' response shapes (decisions.md section 11): the one definition of each (the API
// documents them, the service returns z.infer of them, the pages render them).

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
