import { z } from "zod";
import "zod-openapi";
import { jobSchema } from "@/lib/job-search/service/serialize";

// The job search's response shapes: the one definition of each (the API documents them, the
// services return z.infer of them, the pages render them).

export const jobSearchResultSchema = z
  .object({
    jobs: z.array(jobSchema),
    page: z.number().int(),
    hasNextPage: z.boolean(),
    total: z.number().int(),
  })
  .meta({ id: "JobSearchResult" });

export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;
