import { z } from "zod";
import "zod-openapi";
import { applicationSchema, jobSchema } from "@/lib/job-search/service/serialize";

// The job search's and the candidate's application list's response shapes: the one definition of
// each (the API documents them, the services return z.infer of them, the pages render them).

export const jobSearchResultSchema = z
  .object({
    jobs: z.array(jobSchema),
    page: z.number().int(),
    hasNextPage: z.boolean(),
    total: z.number().int(),
  })
  .meta({ id: "JobSearchResult" });

export type JobSearchResult = z.infer<typeof jobSearchResultSchema>;

/** One page of the candidate's applications (the API answers the array; the page also needs hasNextPage). */
export const myApplicationsPageSchema = z.object({
  applications: z.array(applicationSchema),
  page: z.number().int(),
  hasNextPage: z.boolean(),
});

export type MyApplicationsPage = z.infer<typeof myApplicationsPageSchema>;
