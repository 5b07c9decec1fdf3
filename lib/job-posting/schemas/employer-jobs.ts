import { z } from "zod";
import "zod-openapi";
import { blankToUndefined, optionalText, pageField, recordId } from "@/lib/validations/common";
import { jobDaysField } from "@/lib/job-posting/schemas/post-job";

const searchField = optionalText(200, "Please keep the search under 200 characters");

/** Query of GET applications/job-applicants (the applications dashboard; 10 a page, fixed by the API). */
export const employerJobsQuerySchema = z.object({ page: pageField, search: searchField });
export type EmployerJobsQuery = z.output<typeof employerJobsQuerySchema>;

/** Argument of the delete-job server action (the API takes the id from the path). */
export const deleteJobSchema = z.object({ id: recordId("Job id is required") });

/** Body of POST jobs/{id}/close: the employer says why (expired is the expire-jobs task's reason, never chosen). */
export const closeJobSchema = z.object({
  reason: z.enum(["filled", "cancelled"], { error: "Please choose why the job is closing: filled or cancelled" }).meta({
    description: "filled: the position was filled; cancelled: the hiring was cancelled.",
  }),
});
export type CloseJobData = z.output<typeof closeJobSchema>;

/** Body of POST jobs/{id}/renew: the job stays open this many days from now. */
export const renewJobSchema = z.object({
  days: jobDaysField.meta({ description: "Days from now the job stays open (7-90)." }),
});
export type RenewJobData = z.output<typeof renewJobSchema>;

/** Arguments of the close and renew server actions (the API takes the id from the path). */
export const closeJobActionSchema = closeJobSchema.extend({ id: recordId("Job id is required") });
export const renewJobActionSchema = renewJobSchema.extend({ id: recordId("Job id is required") });

/** The dashboard's `?renew=<jobId>` (the expiry reminder links there); a malformed id is ignored. */
export const renewLinkQuerySchema = z.object({ renew: z.preprocess(blankToUndefined, recordId("Job id is required").optional()) });
