import { z } from "zod";
import "zod-openapi";
import { applicationSchema } from "@/lib/job-search/service/application-json";

// The candidate's application list's response shape: the one definition (the service returns
// z.infer of it, the page renders it).

/** One page of the candidate's applications (the API answers the array; the page also needs hasNextPage). */
export const myApplicationsPageSchema = z.object({
  applications: z.array(applicationSchema),
  page: z.number().int(),
  hasNextPage: z.boolean(),
});

export type MyApplicationsPage = z.infer<typeof myApplicationsPageSchema>;
